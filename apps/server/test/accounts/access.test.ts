import { DEFAULT_MENUS, DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin, candidate, superAdmin } = DEMO_ACCOUNTS;

/** Every route of the app as "METHOD /path", rebuilt from the radix tree that printRoutes draws. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    for (const method of m[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe.each(testDatabases())('access rules and public endpoints on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string; superAdmin: string };
  let ids: { admin: number; candidate: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = {
      admin: await t.login(admin.email, admin.password),
      candidate: await t.login(candidate.email, candidate.password),
      superAdmin: await t.login(superAdmin.email, superAdmin.password),
    };
    const users = await t.db.selectFrom('app_user').select(['userId', 'email']).execute();
    ids = {
      admin: users.find((u) => u.email === admin.email)!.userId,
      candidate: users.find((u) => u.email === candidate.email)!.userId,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('GetSidebarMenu/{roleId}', () => {
    it('gives a candidate exactly Dashboard and Reports', async () => {
      const res = await get(`/api/Menu/GetSidebarMenu/${ROLE.Student}`, tokens.candidate);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          appMenuId: expect.any(Number),
          menuTitle: 'Dashboard',
          url: '/dashboard',
          iconClass: 'Dashboard',
          orderNo: 1,
        },
        {
          appMenuId: expect.any(Number),
          menuTitle: 'Reports',
          url: '/report/students',
          iconClass: 'Assessment',
          orderNo: 6,
        },
      ]);
    });

    it('gives an admin the 16 admin menus in sortOrder (Mail Log the last)', async () => {
      const expected = DEFAULT_MENUS.filter((m) => (m.roles as readonly number[]).includes(ROLE.Admin))
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((m) => ({ menuTitle: m.menuTitle, url: m.url, iconClass: m.iconClass, orderNo: m.sortOrder }));
      expect(expected).toHaveLength(16);
      for (const [token, roleId] of [
        [tokens.admin, ROLE.Admin],
        [tokens.superAdmin, ROLE.SuperAdmin],
      ] as const) {
        const res = await get(`/api/Menu/GetSidebarMenu/${roleId}`, token);
        expect(res.statusCode).toBe(200);
        const menus = res.json() as { menuTitle: string; url: string; iconClass: string; orderNo: number }[];
        expect(menus.map(({ menuTitle, url, iconClass, orderNo }) => ({ menuTitle, url, iconClass, orderNo }))).toEqual(
          expected,
        );
      }
    });

    it("lets an admin read another role's menus, but not a candidate (403 noAccess)", async () => {
      expect((await get(`/api/Menu/GetSidebarMenu/${ROLE.Student}`, tokens.admin)).json()).toHaveLength(2);
      for (const roleId of [ROLE.Admin, ROLE.SuperAdmin]) {
        const res = await get(`/api/Menu/GetSidebarMenu/${roleId}`, tokens.candidate);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'noAccess' });
      }
    });

    it('answers 400 for a roleId that is not a positive integer', async () => {
      expect((await get('/api/Menu/GetSidebarMenu/abc', tokens.admin)).statusCode).toBe(400);
      expect((await get('/api/Menu/GetSidebarMenu/0', tokens.admin)).statusCode).toBe(400);
    });
  });

  describe('GetSingleUser/{id}', () => {
    it('lets a candidate read only themself', async () => {
      const other = await get(`/api/User/GetSingleUser/${ids.admin}`, tokens.candidate);
      expect(other.statusCode).toBe(403);
      expect(other.json().responseMsg).toBe('noAccess');
      const self = await get(`/api/User/GetSingleUser/${ids.candidate}`, tokens.candidate);
      expect(self.statusCode).toBe(200);
      expect(self.json()).toMatchObject({ userId: ids.candidate, email: candidate.email });
    });

    it('lets an admin read anyone, with 404 for an unknown id', async () => {
      const res = await get(`/api/User/GetSingleUser/${ids.candidate}`, tokens.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        userId: ids.candidate,
        email: candidate.email,
        userRoleId: ROLE.Student,
        planName: 'Free',
      });
      expect(res.body).not.toMatch(/password|argon2/i);
      const missing = await get('/api/User/GetSingleUser/999999', tokens.admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().responseMsg).toBe('notFound');
    });
  });

  describe('UpdateAiProvider', () => {
    const update = (aiProvider: string, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Settings/UpdateAiProvider',
        headers: token ? bearer(token) : {},
        payload: { aiProvider },
      });

    it('refuses a candidate (403) and an anonymous caller (401)', async () => {
      const res = await update('Open AI', tokens.candidate);
      expect(res.statusCode).toBe(403);
      expect(res.json().responseMsg).toBe('noAccess');
      expect((await update('Open AI')).statusCode).toBe(401);
      expect((await get('/api/Settings/GetSiteSettings')).json().aiProvider).toBe('Gemini AI');
    });

    it('lets an admin switch the provider, shown by GetSiteSettings', async () => {
      const res = await update('Open AI', tokens.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated' });
      expect((await get('/api/Settings/GetSiteSettings')).json().aiProvider).toBe('Open AI');
      const row = await t.db
        .selectFrom('site_settings')
        .select(['aiProvider', 'lastUpdatedBy'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ aiProvider: 'Open AI', lastUpdatedBy: ids.admin });

      expect((await update('Gemini AI', tokens.superAdmin)).statusCode).toBe(200);
      expect((await get('/api/Settings/GetSiteSettings')).json().aiProvider).toBe('Gemini AI');
      expect((await update('Claude', tokens.admin)).statusCode).toBe(400);
    });
  });

  describe('GetSiteSettings', () => {
    it('answers every default of the spec to an anonymous caller', async () => {
      const res = await get('/api/Settings/GetSiteSettings');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        siteSettingsId: 1,
        siteTitle: 'Assessly',
        appBarColor: '#363636',
        footerColor: '#FFFFFF',
        bodyColor: '#F9F9F9',
        headerColor: '#F5F5F5',
        allowWelcomeEmail: true,
        allowFaq: true,
        endExam: false,
        tabChangeEndExam: false,
        logoOnExamPage: true,
        paidRegistration: true,
        version: '1',
        welComeMessage: 'Hello there,Sign in to start your task!',
        logoPath: null,
        faviconPath: null,
        hasStripeSecretKey: false,
        hasEmailSettings: false,
      });
      expect(res.json().landing.homeHeader1).toEqual(expect.any(String));
    });

    it('never answers secrets or SMTP details, even once they are set', async () => {
      const secrets = {
        stripeSecretKey: 'sk_live_very_secret_1',
        smtpPassword: 'smtp-very-secret-2',
        defaultEmail: 'mailer@assessly.test',
        host: 'smtp.internal.example',
        port: 2525,
      };
      await t.db
        .updateTable('site_settings')
        .set({ ...secrets, stripePubKey: 'pk_live_public' })
        .execute();
      for (const token of [undefined, tokens.admin]) {
        const res = await get('/api/Settings/GetSiteSettings', token);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        for (const key of [
          'stripeSecretKey',
          'smtpPassword',
          'password',
          'defaultEmail',
          'host',
          'port',
          'emailTextsJson',
          'landingJson',
        ]) {
          expect(body).not.toHaveProperty(key);
        }
        for (const value of [
          'sk_live_very_secret_1',
          'smtp-very-secret-2',
          'smtp.internal.example',
          'mailer@assessly.test',
        ]) {
          expect(res.body).not.toContain(value);
        }
        expect(body).toMatchObject({
          hasStripeSecretKey: true,
          hasEmailSettings: true,
          stripePubKey: 'pk_live_public',
        });
      }
    });
  });

  describe('health, unknown routes and the API description', () => {
    it('answers /api/health 200 with the database dialect', async () => {
      const res = await get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', dialect: kind });
    });

    it('answers 404 notFound for unknown /api routes', async () => {
      for (const [method, url] of [
        ['GET', '/api/Nope'],
        ['POST', '/api/User/Nope'],
        ['DELETE', '/api/User/GetLoginInfo'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(tokens.admin) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'notFound', message: 'Not found' });
      }
    });

    it('lists every registered /api route in /api/openapi.json', async () => {
      const res = await get('/api/openapi.json');
      expect(res.statusCode).toBe(200);
      const spec = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(spec.openapi).toMatch(/^3\./);
      const documented = Object.entries(spec.paths)
        .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
        .sort();

      const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
        .filter((r) => r.includes(' /api/'))
        // HEAD is Fastify's automatic twin of GET; the docs UI and the document itself are not API routes.
        .filter((r) => !r.startsWith('HEAD ') && !/ \/api\/(docs|openapi\.json)/.test(r))
        .map((r) => r.replace(/:(\w+)/g, '{$1}'))
        .sort();

      expect(registered.length).toBeGreaterThanOrEqual(15);
      expect(registered).toContain('POST /api/User/GetLoginInfo');
      expect(registered).toContain('GET /api/Menu/GetSidebarMenu/{roleId}');
      expect(documented).toEqual(registered);
    });
  });
});
