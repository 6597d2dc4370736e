import { DEFAULT_ROLES, DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';
import { demoTokens, expectRefusal } from '../helpers/quizFixtures.js';

const { admin } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RoleRow {
  userRoleId: number;
  roleName: string;
  displayName: string;
  roleDesc: string | null;
  isDefault: boolean;
  usersCount: number;
}

describe.each(testDatabases())('roles on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const roles = async (): Promise<RoleRow[]> => (await call('GET', '/api/User/GetUserRoleList')).json();
  const byId = async (id: number) => (await roles()).find((r) => r.userRoleId === id);
  const create = (body: object) => call('POST', '/api/User/CreateUserRole', body);
  const update = (body: object) => call('PUT', '/api/User/UpdateUserRole', body);
  const remove = (id: number) => call('DELETE', `/api/User/DeleteSingleRole/${id}`);
  async function created(roleName: string, displayName = roleName): Promise<number> {
    const res = await create({ roleName, displayName });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().userRoleId;
  }
  const usersOfRole = async (userRoleId: number) =>
    (await t.db.selectFrom('app_user').select('userId').where('userRoleId', '=', userRoleId).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    adminId = (await t.db.selectFrom('app_user').select('userId').where('email', '=', admin.email).executeTakeFirst())!
      .userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the default roles in id order with their users count and nothing secret', async () => {
    const res = await call('GET', '/api/User/GetUserRoleList');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|hash|secret/i);
    const list: RoleRow[] = res.json();
    expect(list.slice(0, 3)).toEqual(
      await Promise.all(
        DEFAULT_ROLES.map(async (r) => ({
          userRoleId: r.userRoleId,
          roleName: r.roleName,
          displayName: r.displayName,
          roleDesc: r.roleDesc,
          isDefault: true,
          usersCount: await usersOfRole(r.userRoleId),
        })),
      ),
    );
    expect(list.find((r) => r.userRoleId === ROLE.Student)!.usersCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a candidate (403) and an anonymous caller (401) on every call', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/User/GetUserRoleList'],
      ['POST', '/api/User/CreateUserRole', { roleName: 'Sneaky', displayName: 'Sneaky' }],
      ['PUT', '/api/User/UpdateUserRole', { userRoleId: ROLE.Student, displayName: 'Hacked' }],
      ['DELETE', `/api/User/DeleteSingleRole/${ROLE.SuperAdmin}`],
      ['GET', '/api/Export/roles/csv'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, tokens.candidate)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await roles()).some((r) => r.roleName === 'Sneaky')).toBe(false);
    expect((await byId(ROLE.Student))!.displayName).toBe('Candidate');
  });

  it('creates a role with trimmed names, the next id and the caller as addedBy', async () => {
    const res = await create({ roleName: '  Teacher ', displayName: ' Course teacher ', roleDesc: 'Marks essays' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved', userRoleId: expect.any(Number) });
    const id = res.json().userRoleId;
    expect(id).toBeGreaterThan(ROLE.SuperAdmin);
    expect(await byId(id)).toEqual({
      userRoleId: id,
      roleName: 'Teacher',
      displayName: 'Course teacher',
      roleDesc: 'Marks essays',
      isDefault: false,
      usersCount: 0,
    });
    const row = await t.db.selectFrom('user_role').select('addedBy').where('userRoleId', '=', id).executeTakeFirst();
    expect(row?.addedBy).toBe(adminId);
    // An empty description is stored as nothing.
    const other = await create({ roleName: 'Reviewer', displayName: 'Reviewer', roleDesc: '' });
    expect((await byId(other.json().userRoleId))!.roleDesc).toBeNull();
  });

  it('refuses a role name that exists, ignoring case and surrounding spaces: Duplicate Role name!', async () => {
    await created('Proctor');
    for (const roleName of ['proctor', '  PROCTOR  ', 'admin', 'Student', ' superadmin'])
      expectRefusal(await create({ roleName, displayName: 'x' }), 'duplicateRoleName', 'Duplicate Role name!');
    expect((await roles()).filter((r) => r.roleName.toLowerCase() === 'proctor')).toHaveLength(1);
  });

  it('gives concurrent creates different ids, and one of two same-name creates the duplicate message', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Parallel ${i}`);
    const answers = await Promise.all(names.map((roleName) => create({ roleName, displayName: roleName })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = answers.map((res) => res.json().userRoleId as number);
    expect(new Set(ids).size).toBe(names.length);
    const list = await roles();
    for (const [i, id] of ids.entries()) expect(list.find((r) => r.userRoleId === id)?.roleName).toBe(names[i]);

    const twins = await Promise.all([
      create({ roleName: 'Twin', displayName: 'A' }),
      create({ roleName: 'Twin', displayName: 'B' }),
    ]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([200, 202]);
    expect(twins.find((r) => r.statusCode === 202)!.json().responseMsg).toBe('duplicateRoleName');
  });

  it('validates the form: role name and display name required, limits on length', async () => {
    const cases: [object, string, string][] = [
      [{ roleName: '', displayName: 'x' }, 'body.roleName', 'required'],
      [{ displayName: 'x' }, 'body.roleName', 'required'],
      [{ roleName: 'Valid', displayName: '   ' }, 'body.displayName', 'required'],
      [{ roleName: 'x'.repeat(51), displayName: 'x' }, 'body.roleName', 'tooLong'],
      [{ roleName: 'Valid', displayName: 'x'.repeat(101) }, 'body.displayName', 'max100characters'],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
  });

  it('updates the display name and description; the role name is read-only', async () => {
    const id = await created('Assistant', 'Assistant');
    const res = await update({
      userRoleId: id,
      roleName: 'Renamed',
      displayName: '  Teaching assistant ',
      roleDesc: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated', userRoleId: id });
    expect(await byId(id)).toMatchObject({ roleName: 'Assistant', displayName: 'Teaching assistant', roleDesc: null });
    const row = await t.db
      .selectFrom('user_role')
      .select('lastUpdatedBy')
      .where('userRoleId', '=', id)
      .executeTakeFirst();
    expect(row?.lastUpdatedBy).toBe(adminId);

    // Default roles may get another display name too (their role name stays).
    expect((await update({ userRoleId: ROLE.Student, displayName: 'Learner' })).statusCode).toBe(200);
    expect(await byId(ROLE.Student)).toMatchObject({ roleName: 'Student', displayName: 'Learner' });
    await update({ userRoleId: ROLE.Student, displayName: 'Candidate', roleDesc: 'Takes assessments' });

    const blank = await update({ userRoleId: id, displayName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'body.displayName', message: 'required' });
    expect((await update({ userRoleId: 9999, displayName: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses to delete a default role, or a role held by users (with their count)', async () => {
    for (const role of DEFAULT_ROLES)
      expectRefusal(await remove(role.userRoleId), 'defaultItemNotDeletable', 'Default items can not be deleted');
    const id = await created('Held');
    const users = [
      await registerUser(t.app, { email: 'held-1@example.com' }),
      await registerUser(t.app, { email: 'held-2@example.com' }),
    ];
    await t.db
      .updateTable('app_user')
      .set({ userRoleId: id })
      .where(
        'userId',
        'in',
        users.map((u) => u.userId),
      )
      .execute();
    expect((await byId(id))!.usersCount).toBe(2);
    const res = await remove(id);
    expectRefusal(res, 'roleInUse', 'This role is held by 2 users and can not be deleted');
    expect(res.json().params).toEqual({ count: 2 });
    expect(await byId(id)).toBeDefined();
    // Italian callers read it in Italian.
    const it = await t.app.inject({
      method: 'DELETE',
      url: `/api/User/DeleteSingleRole/${id}`,
      headers: { ...bearer(tokens.admin), 'x-language': 'it' },
    });
    expect(it.json().message).toBe('Questo ruolo è assegnato a 2 utenti e non può essere eliminato');
  });

  it('deletes a free role with its menu assignment; an unknown id is 404', async () => {
    const id = await created('Short lived');
    const assign = await call('POST', '/api/Menu/MenuAssign', { userRoleId: id, menuId: [1] });
    expect(assign.statusCode).toBe(200);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect(await byId(id)).toBeUndefined();
    const left = await t.db.selectFrom('role_menu').select('appMenuId').where('userRoleId', '=', id).execute();
    expect(left).toEqual([]);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await remove(0)).statusCode).toBe(400);
  });

  describe('exports', () => {
    const download = (format: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Export/roles/${format}`,
        headers: { ...bearer(tokens.admin), ...headers },
      });

    it('exports every role as CSV with headings in the caller language and translated default names', async () => {
      const res = await download('csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="roles\.csv"/);
      expect(res.body.charCodeAt(0)).toBe(0xfeff);
      const rows = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
      expect(rows[0]).toEqual(['Role name', 'Display name', 'Description', 'Users', 'Default']);
      expect(rows.length - 1).toBe((await roles()).length);
      expect(rows[2]).toEqual(['Student', 'Candidate', 'Takes assessments', String(await usersOfRole(2)), 'Yes']);
      expect(rows.some((r) => r[0] === 'Teacher' && r[1] === 'Course teacher' && r[4] === 'No')).toBe(true);

      const italian = Papa.parse<string[]>((await download('csv', { 'x-language': 'it' })).body.slice(1)).data;
      expect(italian[0]).toEqual(['Nome del ruolo', 'Nome visualizzato', 'Descrizione', 'Utenti', 'Predefinito']);
      expect(italian[2]![1]).toBe('Candidato');
    });

    it('exports an Excel workbook and a PDF', async () => {
      const xlsx = await download('xlsx');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Role name',
        'Display name',
        'Description',
        'Users',
        'Default',
      ]);
      expect(sheet.getRow(2).getCell(1).value).toBe('Admin');
      expect(sheet.actualRowCount).toBe((await roles()).length + 1);

      const pdf = await download('pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
