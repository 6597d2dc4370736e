import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY, type BillingPlan } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin, candidate, superAdmin } = DEMO_ACCOUNTS;
const en = translations.en;
const ua = en.userAdmin;

describe('Users screen', () => {
  const env = useE2eEnvironment();
  const notice = () => env.page.getByTestId('notice');
  const rowOf = (page: Page, text: string) => page.getByTestId('users-row').filter({ hasText: text });

  async function openUsers(page: Page, baseUrl: string) {
    await signIn(page, baseUrl, admin.email, admin.password, '/user/users');
    await rowOf(page, candidate.email).waitFor();
  }

  async function plans(baseUrl: string): Promise<BillingPlan[]> {
    return (await (await fetch(`${baseUrl}/api/Settings/GetPlanList`)).json()) as BillingPlan[];
  }

  it('creates a candidate with a plan, edits it, renews it, refuses a duplicate and deletes it; exports CSV', async () => {
    const { page, baseUrl } = env;
    const paid = (await plans(baseUrl)).at(-1)!;
    await openUsers(page, baseUrl);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    // Protected rows: the demo candidate cannot be deleted, and the tooltip says why.
    const demoDelete = rowOf(page, candidate.email).getByRole('button', {
      name: ua.deleteAria.replace('{{name}}', candidate.fullName),
    });
    expect(await demoDelete.isDisabled()).toBe(true);
    await demoDelete.locator('xpath=..').hover();
    await page.getByRole('tooltip').filter({ hasText: ua.protectedDemo }).waitFor();
    // An Admin may not change a SuperAdmin's account (the server refuses it too): both buttons say so.
    for (const aria of [ua.editAria, ua.deleteAria]) {
      const button = rowOf(page, superAdmin.email).getByRole('button', {
        name: aria.replace('{{name}}', superAdmin.fullName),
      });
      expect(await button.isDisabled()).toBe(true);
    }
    await rowOf(page, superAdmin.email)
      .getByRole('button', { name: ua.editAria.replace('{{name}}', superAdmin.fullName) })
      .locator('xpath=..')
      .hover();
    await page.getByRole('tooltip').filter({ hasText: ua.protectedSuperAdmin }).waitFor();

    // New user: validates as the user types; billing fields only when creating.
    await page.getByTestId('user-new').click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.waitFor({ state: 'visible' });
    await inputByTestId(page, 'user-email').fill('not-an-email');
    await dialog.getByText(en.messages.emailInvalid).waitFor();
    await inputByTestId(page, 'user-fullname').fill('Erin Example');
    await inputByTestId(page, 'user-email').fill('erin.example@example.com');
    await inputByTestId(page, 'user-password').fill('erin-pass-123');
    await inputByTestId(page, 'user-mobile').fill('+1 202 555 0101');
    await inputByTestId(page, 'user-dob').fill('1994-02-03');
    await page.getByTestId('user-address').fill('1 Main Street, Springfield');
    await chooseOption(page, 'user-plan', paid.billingPlanId);
    await chooseOption(page, 'user-payment-mode', 'Offline');
    await inputByTestId(page, 'user-transaction').fill('Invoice 2024-001');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'users-dialog-new-en-1280');
    await page.getByTestId('user-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullySaved);
    const row = rowOf(page, 'erin.example@example.com');
    await row.waitFor();
    expect(await row.innerText()).toContain(paid.title);
    expect(await row.innerText()).toContain(ua.paymentModes.Offline);
    expect(await row.innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);

    // Duplicate e-mail: refused, said on the field, the dialog keeps what was typed.
    await page.getByTestId('user-new').click();
    await inputByTestId(page, 'user-fullname').fill('Copy Cat');
    await inputByTestId(page, 'user-email').fill(candidate.email.toUpperCase());
    await inputByTestId(page, 'user-password').fill('copy-cat-pass-1');
    await chooseOption(page, 'user-plan', paid.billingPlanId);
    await chooseOption(page, 'user-payment-mode', 'N/A');
    await page.getByTestId('user-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.emailAlreadyExists);
    await dialog.getByText(en.messages.emailAlreadyExists).waitFor();
    await page.getByTestId('user-dialog-cancel').click();
    await page.getByTestId('user-dialog-discard-confirm').click();
    await dialog.waitFor({ state: 'hidden' });

    // Edit: no billing fields; an empty password keeps the current one.
    await row.getByRole('button', { name: ua.editAria.replace('{{name}}', 'Erin Example') }).click();
    await dialog.waitFor({ state: 'visible' });
    expect(await page.getByTestId('user-plan').count()).toBe(0);
    await dialog.getByText(ua.passwordKeepHint).waitFor();
    expect(await inputByTestId(page, 'user-dob').inputValue()).toBe('1994-02-03');
    await inputByTestId(page, 'user-fullname').fill('Erin Edited');
    await page.getByTestId('user-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullyUpdated);
    await rowOf(page, 'Erin Edited').waitFor();

    // Renew: the dialog shows the current plan; the new cycle is N/A.
    await rowOf(page, 'Erin Edited')
      .getByRole('button', { name: ua.renewAria.replace('{{name}}', 'Erin Edited') })
      .click();
    const renew = page.getByTestId('renew-dialog');
    await renew.waitFor({ state: 'visible' });
    expect(await page.getByTestId('renew-dialog-current').innerText()).toContain(paid.title);
    await chooseOption(page, 'renew-payment-mode', 'N/A');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('renew-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.billingPlanRenewalSuccess);
    await expect.poll(() => rowOf(page, 'Erin Edited').innerText()).toContain(ua.paymentModes['N/A']);

    // CSV: every user, parsed.
    const download = await downloadFile(page, 'users-export-csv');
    expect(download.name).toBe('users.csv');
    const csv = download.data.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([
      ua.colFullName,
      ua.colEmail,
      ua.colRole,
      ua.colMobile,
      ua.colPlan,
      ua.colInterval,
      ua.colPaymentMode,
      ua.colExpiry,
    ]);
    const erin = parsed.data.find((r) => r[ua.colEmail] === 'erin.example@example.com');
    expect(erin).toMatchObject({
      [ua.colFullName]: 'Erin Edited',
      [ua.colRole]: 'Candidate',
      [ua.colPlan]: paid.title,
    });
    expect(parsed.data).toHaveLength(Object.keys(DEMO_ACCOUNTS).length + 1);

    // Delete: asked first, then gone.
    await rowOf(page, 'Erin Edited')
      .getByRole('button', { name: ua.deleteAria.replace('{{name}}', 'Erin Edited') })
      .click();
    await page.getByTestId('user-delete').getByText(en.messages.deleteConfirmMessage).waitFor();
    await page.getByTestId('user-delete-confirm').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullyDeleted);
    await rowOf(page, 'erin.example@example.com').waitFor({ state: 'detached' });
  });

  it('looks right on a phone and a laptop, in English and Spanish', async () => {
    const { page, baseUrl } = env;
    await openUsers(page, baseUrl);
    await screenshotsAtBothWidths(page, 'users-en', screenshot);

    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await rowOf(page, candidate.email).waitFor();
    const es = translations.es;
    expect(await page.getByTestId('page-title').innerText()).toBe(es.pages.users);
    expect(await rowOf(page, candidate.email).innerText()).toContain(es.roles.Candidate);
    await expectNoRawTranslationKeys(page);
    await screenshotsAtBothWidths(page, 'users-es', screenshot);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('user-new').click();
    await page.getByTestId('user-dialog').waitFor({ state: 'visible' });
    await settle(page);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'users-dialog-new-es-375');
  });
});
