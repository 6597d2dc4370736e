import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY, ROLE } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signIn,
} from '../harness/browser';
import { drawerLinkNames, useE2eEnvironment } from '../harness/setup';
import { adminApi, chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin, candidate } = DEMO_ACCOUNTS;
const en = translations.en;
const it_ = translations.it;
const CONTACTS_MENU = 16;
const MENUS_MENU = 11;

describe('roles, menus and the per-role menu assignment', () => {
  const env = useE2eEnvironment();
  const notice = () => env.page.getByTestId('notice');

  it('creates a menu, refuses a duplicate URL, assigns it to Candidate, and the candidate sees it in the drawer', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, '/menu/menus');
    await page.getByTestId('menus-row').first().waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('menu-new').click();
    const dialog = page.getByTestId('menu-dialog');
    // Validates as the user types; the order number starts after the last menu.
    await inputByTestId(page, 'menu-title').fill('x');
    await inputByTestId(page, 'menu-title').fill('');
    await dialog.getByText(en.messages.required).first().waitFor();
    expect(await inputByTestId(page, 'menu-order').inputValue()).toBe('18');
    await inputByTestId(page, 'menu-title').fill('My profile');
    await inputByTestId(page, 'menu-url').fill('/DASHBOARD');
    await chooseOption(page, 'menu-icon', 'School');
    await page.getByTestId('menu-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain('Duplicate URL!');
    // The field says it too and the dialog keeps what was typed.
    await dialog.getByText('Duplicate URL!').waitFor();
    expect(await inputByTestId(page, 'menu-url').inputValue()).toBe('/DASHBOARD');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'menu-dialog-duplicate', screenshot);

    await inputByTestId(page, 'menu-url').fill('/user/profile');
    await page.getByTestId('menu-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullySaved);
    const api = await adminApi(baseUrl);
    const list = await api.call<{ appMenuId: number; menuTitle: string }[]>('GET', '/Menu/GetMenuList');
    const created = list.data.find((m) => m.menuTitle === 'My profile')!;
    expect(created).toBeDefined();
    expect(await page.getByTestId('menu-delete-1').isDisabled()).toBe(true);
    // 18 menus: the new one is on the second page, with its icon and the delete button enabled.
    await page.getByTestId('menus-pagination').getByRole('button', { name: en.table.nextPage }).click();
    const row = page.getByTestId('menus-row').filter({ hasText: 'My profile' });
    await row.waitFor();
    expect(await row.getByRole('img', { name: en.accessAdmin.icons.School }).count()).toBe(1);
    expect(await page.getByTestId(`menu-delete-${created.appMenuId}`).isEnabled()).toBe(true);

    // Assign it to the Candidate role.
    await page.goto(`${baseUrl}/user/roles`);
    await page.getByTestId(`role-menus-${ROLE.Student}`).click();
    const assign = page.getByTestId('role-menus-dialog');
    await assign.getByText(en.accessAdmin.assignTitle.replace('{{role}}', en.roles.Candidate)).waitFor();
    await inputByTestId(page, `role-menu-${created.appMenuId}`).waitFor();
    expect(await page.getByTestId('role-menus-count').innerText()).toBe('2 of 18 selected');
    await inputByTestId(page, `role-menu-${created.appMenuId}`).check();
    expect(await page.getByTestId('role-menus-count').innerText()).toBe('3 of 18 selected');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'role-menus-dialog', screenshot);
    await page.getByTestId('role-menus-dialog-submit').click();
    await assign.waitFor({ state: 'detached' });
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullySaved);

    // The demo candidate sees it in the drawer at their next load.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, candidate.email, candidate.password);
    expect(await drawerLinkNames(page)).toEqual([en.menus.Dashboard, en.menus.Reports, 'My profile']);
  });

  it("edits a role, refuses a duplicate name and the delete of a default role, updates the admin's own drawer at once, and exports", async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const proctor = await api.call<{ userRoleId: number }>('POST', '/User/CreateUserRole', {
      roleName: 'Proctor',
      displayName: 'Proctor',
    });
    const proctorId = proctor.data.userRoleId;
    await signIn(page, baseUrl, admin.email, admin.password, '/user/roles');
    const proctorRow = page.getByTestId('roles-row').filter({ hasText: 'Proctor' });
    await proctorRow.waitFor();
    await expectNoSeriousAxeViolations(page);

    // Edit: the role name is read-only, the display name required.
    await page.getByTestId(`role-edit-${proctorId}`).click();
    const dialog = page.getByTestId('role-dialog');
    expect(await inputByTestId(page, 'role-name').isEditable()).toBe(false);
    expect(await inputByTestId(page, 'role-name').inputValue()).toBe('Proctor');
    await inputByTestId(page, 'role-display-name').fill('');
    await dialog.getByText(en.messages.required).waitFor();
    await inputByTestId(page, 'role-display-name').fill('Exam proctor');
    await page.getByTestId('role-desc').fill('Watches over live exams');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('role-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await proctorRow.filter({ hasText: 'Exam proctor' }).filter({ hasText: 'Watches over live exams' }).waitFor();

    // A new role with a taken name (case and spaces ignored) is refused.
    await page.getByTestId('role-new').click();
    await inputByTestId(page, 'role-name').fill('  proctor ');
    await inputByTestId(page, 'role-display-name').fill('Another');
    await page.getByTestId('role-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain('Duplicate Role name!');
    await dialog.getByText('Duplicate Role name!').waitFor();
    await page.getByTestId('role-dialog-cancel').click();
    await page.getByTestId('role-dialog-discard-confirm').click();

    // Default roles: delete disabled, the tooltip says why; a free custom role can go.
    expect(await page.getByTestId(`role-delete-${ROLE.Admin}`).isDisabled()).toBe(true);
    await page.getByTestId(`role-delete-wrap-${ROLE.Admin}`).hover();
    await page.getByRole('tooltip').filter({ hasText: en.accessAdmin.defaultRoleTip }).waitFor();
    const refused = await api.call<{ responseMsg: string }>('DELETE', `/User/DeleteSingleRole/${ROLE.Admin}`);
    expect(refused).toMatchObject({ status: 202, data: { responseMsg: 'defaultItemNotDeletable' } });

    // Taking Contacts away from the Admin role: the admin's own drawer changes without a reload.
    expect(await drawerLinkNames(page)).toContain(en.menus.Contacts);
    await page.getByTestId(`role-menus-${ROLE.Admin}`).click();
    await inputByTestId(page, `role-menu-${CONTACTS_MENU}`).uncheck();
    // Hiding Menus from an admin role only hides the link: the dialog says the screen stays reachable.
    await inputByTestId(page, `role-menu-${MENUS_MENU}`).uncheck();
    await page.getByTestId('role-menus-admin-note').waitFor();
    await inputByTestId(page, `role-menu-${MENUS_MENU}`).check();
    await page.getByTestId('role-menus-admin-note').waitFor({ state: 'detached' });
    await page.getByTestId('role-menus-dialog-submit').click();
    await page.getByTestId('role-menus-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => drawerLinkNames(page)).not.toContain(en.menus.Contacts);
    expect(await drawerLinkNames(page)).toContain(en.menus.Menus);

    // Exports: every role as CSV, every menu as Excel.
    const csv = await downloadFile(page, 'roles-export-csv');
    expect(csv.name).toBe('roles.csv');
    const lines = csv.data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Role name,Display name,Description,Users,Default');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.startsWith('Proctor,Exam proctor,Watches over live exams,0,No'))).toBe(true);
    await page.goto(`${baseUrl}/menu/menus`);
    await page.getByTestId('menus-row').first().waitFor();
    const xlsx = await downloadFile(page, 'menus-export-xlsx');
    expect(xlsx.name).toBe('menus.xlsx');
    expect(xlsx.data.subarray(0, 2).toString()).toBe('PK');

    await screenshotsAtBothWidths(page, 'menus-en', screenshot);
    await page.goto(`${baseUrl}/user/roles`);
    await proctorRow.waitFor();
    await screenshotsAtBothWidths(page, 'roles-en', screenshot);

    // Italian: translated headings, default names translated, custom ones as typed.
    await page.evaluate(([key]) => localStorage.setItem(key!, 'it'), [LANGUAGE_STORAGE_KEY]);
    await page.reload();
    await page.getByTestId('roles-row').filter({ hasText: it_.roles.Candidate }).waitFor();
    await proctorRow.filter({ hasText: 'Exam proctor' }).waitFor();
    await page.getByText(it_.accessAdmin.defaultRoleDesc.Student).waitFor();
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'roles-it', screenshot);
    await page.goto(`${baseUrl}/menu/menus`);
    await page.getByTestId('menus-row').filter({ hasText: it_.menus.Dashboard }).waitFor();
    await expectNoRawTranslationKeys(page);
    await screenshotsAtBothWidths(page, 'menus-it', screenshot);
    await page.getByTestId('menu-edit-1').click();
    await page.getByTestId('menu-icon').click();
    await page.getByTestId('menu-icon-option-Star').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'menu-icon-select-it');
  });
});
