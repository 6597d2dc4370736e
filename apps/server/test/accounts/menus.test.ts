import { DEFAULT_MENUS, DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { demoTokens, expectRefusal } from '../helpers/quizFixtures.js';

const { admin } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface MenuRow {
  appMenuId: number;
  menuTitle: string;
  url: string;
  sortOrder: number;
  iconClass: string;
  isDefault: boolean;
}
type RoleMenuRow = MenuRow & { isSelected: boolean };

const menu = (overrides: Partial<MenuRow> = {}) => ({
  menuTitle: 'Timetable',
  url: '/quiz/timetable',
  sortOrder: 50,
  iconClass: 'Event',
  ...overrides,
});

describe.each(testDatabases())('menus and the per-role assignment on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const menus = async (): Promise<MenuRow[]> => (await call('GET', '/api/Menu/GetMenuList')).json();
  const create = (body: object) => call('POST', '/api/Menu/CreateMenu', body);
  const update = (body: object) => call('PUT', '/api/Menu/UpdateMenu', body);
  const remove = (id: number) => call('DELETE', `/api/Menu/DeleteSingleMenu/${id}`);
  const allMenu = async (roleId: number): Promise<RoleMenuRow[]> =>
    (await call('GET', `/api/Menu/GetAllMenu/${roleId}`)).json();
  const assign = (userRoleId: number, menuId: unknown) => call('POST', '/api/Menu/MenuAssign', { userRoleId, menuId });
  const sidebarTitles = async (roleId: number, token = tokens.admin) =>
    ((await call('GET', `/api/Menu/GetSidebarMenu/${roleId}`, undefined, token)).json() as { menuTitle: string }[]).map(
      (m) => m.menuTitle,
    );
  async function created(overrides: Partial<MenuRow>): Promise<number> {
    const res = await create(menu(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().appMenuId;
  }
  const defaultIdsOf = (roleId: number) =>
    DEFAULT_MENUS.filter((m) => (m.roles as readonly number[]).includes(roleId)).map((m) => m.appMenuId);

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    adminId = (await t.db.selectFrom('app_user').select('userId').where('email', '=', admin.email).executeTakeFirst())!
      .userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the default menus by order number', async () => {
    const res = await call('GET', '/api/Menu/GetMenuList');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      DEFAULT_MENUS.map((m) => ({
        appMenuId: m.appMenuId,
        menuTitle: m.menuTitle,
        url: m.url,
        sortOrder: m.sortOrder,
        iconClass: m.iconClass,
        isDefault: true,
      })),
    );
  });

  it('refuses a candidate (403) and an anonymous caller (401) on every admin call', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/Menu/GetMenuList'],
      ['POST', '/api/Menu/CreateMenu', menu({ menuTitle: 'Sneaky' })],
      ['PUT', '/api/Menu/UpdateMenu', { ...menu(), appMenuId: 1 }],
      ['DELETE', '/api/Menu/DeleteSingleMenu/1'],
      ['GET', `/api/Menu/GetAllMenu/${ROLE.Student}`],
      ['POST', '/api/Menu/MenuAssign', { userRoleId: ROLE.Student, menuId: [1, 2, 3] }],
      ['GET', '/api/Export/menus/csv'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, tokens.candidate)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Dashboard', 'Reports']);
    expect((await menus()).some((m) => m.menuTitle === 'Sneaky')).toBe(false);
  });

  it('creates a menu with trimmed text and the caller as addedBy; it is in the list by order', async () => {
    const res = await create(menu({ menuTitle: '  Timetable ', url: ' /quiz/timetable ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved', appMenuId: expect.any(Number) });
    const id = res.json().appMenuId;
    const list = await menus();
    expect(list.at(-1)).toEqual({ appMenuId: id, ...menu(), isDefault: false });
    const row = await t.db.selectFrom('app_menu').select('addedBy').where('appMenuId', '=', id).executeTakeFirst();
    expect(row?.addedBy).toBe(adminId);
    // A string order number (as a form sends it) is read as a number.
    const other = await create(menu({ menuTitle: 'Library', url: '/library', sortOrder: '51' as never }));
    expect(other.statusCode).toBe(200);
    expect((await menus()).find((m) => m.menuTitle === 'Library')?.sortOrder).toBe(51);
  });

  it('validates the form: every field required, order number above 0, an app path, an offered icon', async () => {
    const cases: [object, string, string][] = [
      [menu({ menuTitle: '' }), 'body.menuTitle', 'required'],
      [menu({ url: '' }), 'body.url', 'required'],
      [menu({ url: 'https://evil.example.com' }), 'body.url', 'menuUrlInvalid'],
      [menu({ sortOrder: '' as never }), 'body.sortOrder', 'required'],
      [menu({ sortOrder: 0 }), 'body.sortOrder', 'positiveInteger'],
      [menu({ sortOrder: -3 }), 'body.sortOrder', 'positiveInteger'],
      [menu({ sortOrder: 1.5 }), 'body.sortOrder', 'positiveInteger'],
      [menu({ iconClass: '' }), 'body.iconClass', 'required'],
      [menu({ iconClass: 'fa fa-bomb' }), 'body.iconClass', 'menuIconInvalid'],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
  });

  it('refuses a duplicate title, url or order number, checked in that order and ignoring case', async () => {
    const before = (await menus()).length;
    const dup = (body: object, code: string, message: string) =>
      create(body).then((r) => expectRefusal(r, code, message));
    await dup(
      menu({ menuTitle: ' dashboard ', url: '/x1', sortOrder: 90 }),
      'duplicateMenuTitle',
      'Duplicate Menu Title!',
    );
    await dup(menu({ menuTitle: 'X2', url: '/DASHBOARD', sortOrder: 91 }), 'duplicateUrl', 'Duplicate URL!');
    await dup(menu({ menuTitle: 'X3', url: '/x3', sortOrder: 1 }), 'duplicateOrderNo', 'Duplicate Order No.!');
    // Several clashes: the first rule speaks.
    await dup(
      menu({ menuTitle: 'Users', url: '/dashboard', sortOrder: 1 }),
      'duplicateMenuTitle',
      'Duplicate Menu Title!',
    );
    await dup(menu({ menuTitle: 'X4', url: '/user/users', sortOrder: 2 }), 'duplicateUrl', 'Duplicate URL!');
    expect((await menus()).length).toBe(before);
  });

  it('turns a race past the checks into the duplicate message through the unique indexes, never a 500', async () => {
    const races: [Partial<MenuRow>, Partial<MenuRow>, string][] = [
      [
        { menuTitle: 'Race', url: '/race-a', sortOrder: 201 },
        { menuTitle: 'Race', url: '/race-b', sortOrder: 202 },
        'duplicateMenuTitle',
      ],
      [
        { menuTitle: 'Race C', url: '/race', sortOrder: 203 },
        { menuTitle: 'Race D', url: '/race', sortOrder: 204 },
        'duplicateUrl',
      ],
      [
        { menuTitle: 'Race E', url: '/race-e', sortOrder: 205 },
        { menuTitle: 'Race F', url: '/race-f', sortOrder: 205 },
        'duplicateOrderNo',
      ],
    ];
    for (const [a, b, code] of races) {
      const answers = await Promise.all([create(menu(a)), create(menu(b))]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 202]);
      for (const res of answers.filter((r) => r.statusCode === 202)) expect(res.json().responseMsg).toBe(code);
    }
  });

  it('updates a menu (its own values are no clash), refuses clashes with others; unknown id is 404', async () => {
    const id = await created({ menuTitle: 'Calendar', url: '/calendar', sortOrder: 60 });
    const res = await update({
      appMenuId: id,
      ...menu({ menuTitle: 'CALENDAR', url: '/calendar', sortOrder: 60, iconClass: 'Star' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated', appMenuId: id });
    expect((await menus()).find((m) => m.appMenuId === id)).toMatchObject({ menuTitle: 'CALENDAR', iconClass: 'Star' });
    const row = await t.db
      .selectFrom('app_menu')
      .select('lastUpdatedBy')
      .where('appMenuId', '=', id)
      .executeTakeFirst();
    expect(row?.lastUpdatedBy).toBe(adminId);

    const clash = (changes: Partial<MenuRow>) =>
      update({ appMenuId: id, ...menu({ menuTitle: 'Calendar', url: '/calendar', sortOrder: 60, ...changes }) });
    expectRefusal(await clash({ menuTitle: 'faq' }), 'duplicateMenuTitle', 'Duplicate Menu Title!');
    expectRefusal(await clash({ url: '/Settings/FAQ' }), 'duplicateUrl', 'Duplicate URL!');
    expectRefusal(await clash({ sortOrder: 15 }), 'duplicateOrderNo', 'Duplicate Order No.!');
    expect(
      (await update({ ...menu({ menuTitle: 'Ghost', url: '/ghost', sortOrder: 999 }), appMenuId: 9999 })).statusCode,
    ).toBe(404);
    const noId = await update(menu());
    expect(noId.statusCode).toBe(400);

    // Default menus can be edited (only not deleted).
    const dashboard = DEFAULT_MENUS[0];
    const renamed = await update({ ...dashboard, menuTitle: 'Home' });
    expect(renamed.statusCode).toBe(200);
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Home', 'Reports']);
    expect((await update({ ...dashboard })).statusCode).toBe(200);
  });

  it('answers every menu with isSelected for a role; an unknown role is 404', async () => {
    const rows = await allMenu(ROLE.Student);
    expect(rows.map((r) => r.appMenuId)).toEqual((await menus()).map((m) => m.appMenuId));
    expect(rows.filter((r) => r.isSelected).map((r) => r.appMenuId)).toEqual(defaultIdsOf(ROLE.Student));
    expect(rows[0]).toMatchObject({
      menuTitle: 'Dashboard',
      iconClass: 'Dashboard',
      isDefault: true,
      isSelected: true,
    });
    expect((await call('GET', '/api/Menu/GetAllMenu/9999')).statusCode).toBe(404);
    expect((await call('GET', '/api/Menu/GetAllMenu/abc')).statusCode).toBe(400);
  });

  it("MenuAssign replaces a role's menus; the role's drawer reflects it at its next load", async () => {
    const extra = await created({ menuTitle: 'Study guide', url: '/guide', sortOrder: 3000, iconClass: 'School' });
    const res = await assign(ROLE.Student, [1, extra, 6, extra]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved' });
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Dashboard', 'Reports', 'Study guide']);
    const selected = (await allMenu(ROLE.Student)).filter((r) => r.isSelected).map((r) => r.appMenuId);
    expect(selected).toEqual([1, 6, extra]);
    const rows = await t.db
      .selectFrom('role_menu')
      .select(['appMenuId', 'addedBy'])
      .where('userRoleId', '=', ROLE.Student)
      .orderBy('appMenuId')
      .execute();
    expect(rows).toEqual([1, 6, extra].map((appMenuId) => ({ appMenuId, addedBy: adminId })));

    // The spec's comma-separated form works too; an empty set clears the drawer.
    expect((await assign(ROLE.Student, `1, ${extra}`)).statusCode).toBe(200);
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Dashboard', 'Study guide']);
    expect((await assign(ROLE.Student, [])).statusCode).toBe(200);
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual([]);

    // Deleting a menu removes it from every role that had it.
    expect((await assign(ROLE.Student, [...defaultIdsOf(ROLE.Student), extra])).statusCode).toBe(200);
    expect((await assign(ROLE.Admin, [...defaultIdsOf(ROLE.Admin), extra])).statusCode).toBe(200);
    expect((await remove(extra)).json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect(await t.db.selectFrom('role_menu').select('userRoleId').where('appMenuId', '=', extra).execute()).toEqual(
      [],
    );
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Dashboard', 'Reports']);
    expect(await sidebarTitles(ROLE.Admin)).not.toContain('Study guide');
  });

  it('MenuAssign refuses an unknown role (404) and unknown menus (400) and changes nothing', async () => {
    expect((await assign(9999, [1])).statusCode).toBe(404);
    const unknown = await assign(ROLE.Student, [1, 9999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toContainEqual({ path: 'body.menuId', message: 'unknownMenu' });
    expect((await assign(ROLE.Student, [0])).statusCode).toBe(400);
    expect((await assign(ROLE.Student, 'a,b')).statusCode).toBe(400);
    expect(await sidebarTitles(ROLE.Student, tokens.candidate)).toEqual(['Dashboard', 'Reports']);
  });

  it('refuses to delete a default menu; an unknown id is 404', async () => {
    for (const m of DEFAULT_MENUS.slice(0, 3))
      expectRefusal(await remove(m.appMenuId), 'defaultItemNotDeletable', 'Default items can not be deleted');
    expect((await menus()).filter((m) => m.isDefault)).toHaveLength(DEFAULT_MENUS.length);
    expect((await remove(9999)).statusCode).toBe(404);
  });

  describe('exports', () => {
    const download = (format: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Export/menus/${format}`,
        headers: { ...bearer(tokens.admin), ...headers },
      });

    it('exports every menu as CSV by order, headings and default titles in the caller language', async () => {
      await created({ menuTitle: '=HYPERLINK("x")', url: '/formula', sortOrder: 4000, iconClass: 'Link' });
      const res = await download('csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="menus\.csv"/);
      const rows = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
      expect(rows[0]).toEqual(['Order number', 'Title', 'URL', 'Icon', 'Default']);
      expect(rows.length - 1).toBe((await menus()).length);
      expect(rows[1]).toEqual(['1', 'Dashboard', '/dashboard', 'Dashboard', 'Yes']);
      // Formula injection neutralised.
      expect(rows.at(-1)![1]).not.toMatch(/^=/);
      expect(rows.at(-1)![4]).toBe('No');

      const spanish = Papa.parse<string[]>((await download('csv', { 'x-language': 'es' })).body.slice(1)).data;
      expect(spanish[0]).toEqual(['Número de orden', 'Título', 'URL', 'Icono', 'Predeterminado']);
      expect(spanish[1]![1]).toBe('Panel');
    });

    it('exports an Excel workbook and a PDF', async () => {
      const xlsx = await download('xlsx');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Order number', 'Title', 'URL', 'Icon', 'Default']);
      expect(sheet.getRow(2).getCell(3).value).toBe('/dashboard');
      expect(sheet.actualRowCount).toBe((await menus()).length + 1);
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));

      const pdf = await download('pdf', { 'x-language': 'in' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
