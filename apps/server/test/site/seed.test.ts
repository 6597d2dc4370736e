import {
  DEFAULT_MENUS,
  DEMO_ACCOUNTS,
  MARK_OPTIONS,
  PARTICIPANT_OPTIONS,
  QUESTION_LEVELS,
  QUESTION_TYPES,
  REPORT_TYPES,
} from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '../../src/db/dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { persistentSecret } from '../../src/db/secrets.js';
import { seedDefaults, seedDemo } from '../../src/seed.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const TABLES: (keyof Database)[] = [
  'user_role',
  'app_user',
  'app_menu',
  'role_menu',
  'site_settings',
  'billing_plan',
  'payment',
  'app_secret',
  'quiz_mark_option',
  'quiz_participant_option',
  'question_type',
  'question_level',
  'report_type',
];

describe.each(testDatabases())('seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function counts() {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await t.db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }

  it('has the three roles', async () => {
    const roles = await t.db
      .selectFrom('user_role')
      .select(['userRoleId', 'roleName', 'displayName', 'isDefault'])
      .orderBy('userRoleId')
      .execute();
    expect(roles).toEqual([
      { userRoleId: 1, roleName: 'Admin', displayName: 'Admin', isDefault: 1 },
      { userRoleId: 2, roleName: 'Student', displayName: 'Candidate', isDefault: 1 },
      { userRoleId: 3, roleName: 'SuperAdmin', displayName: 'Super Admin', isDefault: 1 },
    ]);
  });

  it('has the 17 default menus (Mail Log the last), each assigned to its roles', async () => {
    const menus = await t.db
      .selectFrom('app_menu')
      .select(['appMenuId', 'menuTitle', 'url', 'iconClass', 'sortOrder', 'isDefault'])
      .orderBy('sortOrder')
      .execute();
    expect(menus).toHaveLength(17);
    expect(
      menus.map(({ menuTitle, url, iconClass, sortOrder, isDefault }) => ({
        menuTitle,
        url,
        iconClass,
        sortOrder,
        isDefault,
      })),
    ).toEqual(
      DEFAULT_MENUS.map((m) => ({
        menuTitle: m.menuTitle,
        url: m.url,
        iconClass: m.iconClass,
        sortOrder: m.sortOrder,
        isDefault: 1,
      })),
    );

    const links = await t.db
      .selectFrom('role_menu as rm')
      .innerJoin('app_menu as m', 'm.appMenuId', 'rm.appMenuId')
      .select(['m.url', 'rm.userRoleId'])
      .execute();
    const byUrl = (url: string) =>
      links
        .filter((l) => l.url === url)
        .map((l) => l.userRoleId)
        .sort();
    for (const m of DEFAULT_MENUS) expect(byUrl(m.url), m.url).toEqual([...m.roles].sort());
    expect(links).toHaveLength(DEFAULT_MENUS.reduce((n, m) => n + m.roles.length, 0));
  });

  it('has the lookups of the shared constants', async () => {
    expect(await t.db.selectFrom('quiz_mark_option').selectAll().orderBy('quizMarkOptionId').execute()).toEqual(
      MARK_OPTIONS,
    );
    expect(
      await t.db.selectFrom('quiz_participant_option').selectAll().orderBy('quizParticipantOptionId').execute(),
    ).toEqual(PARTICIPANT_OPTIONS);
    expect(await t.db.selectFrom('question_type').selectAll().orderBy('questionTypeId').execute()).toEqual(
      QUESTION_TYPES,
    );
    expect(await t.db.selectFrom('question_level').selectAll().orderBy('questionLavelId').execute()).toEqual(
      QUESTION_LEVELS,
    );
    expect(await t.db.selectFrom('report_type').selectAll().orderBy('reportTypeId').execute()).toEqual(REPORT_TYPES);
  });

  it('has one settings row, the demo accounts (hashed passwords), the demo plans and the demo candidate plan', async () => {
    expect(await t.db.selectFrom('site_settings').select(['siteSettingsId', 'siteTitle', 'port']).execute()).toEqual([
      { siteSettingsId: 1, siteTitle: 'Assessly', port: 0 },
    ]);

    const users = await t.db
      .selectFrom('app_user')
      .select(['email', 'userRoleId', 'isDemo', 'passwordHash'])
      .orderBy('userRoleId')
      .execute();
    expect(users.map(({ email, userRoleId, isDemo }) => ({ email, userRoleId, isDemo }))).toEqual([
      { email: DEMO_ACCOUNTS.admin.email, userRoleId: 1, isDemo: 1 },
      { email: DEMO_ACCOUNTS.candidate.email, userRoleId: 2, isDemo: 1 },
      { email: DEMO_ACCOUNTS.superAdmin.email, userRoleId: 3, isDemo: 1 },
    ]);
    for (const u of users) expect(u.passwordHash).toMatch(/^\$argon2id\$/);

    const plans = await t.db
      .selectFrom('billing_plan')
      .select(['title', 'price', 'interval'])
      .orderBy('price')
      .execute();
    expect(plans).toEqual([
      { title: 'Free', price: 0, interval: 'Monthly' },
      { title: 'Professional', price: 19, interval: 'Monthly' },
      { title: 'Enterprise', price: 199, interval: 'Yearly' },
    ]);
    const payments = await t.db.selectFrom('payment').select(['title', 'userEmail', 'paymentMode']).execute();
    expect(payments).toEqual([{ title: 'Free', userEmail: DEMO_ACCOUNTS.candidate.email, paymentMode: 'N/A' }]);
  });

  it('seeds the demo assessments once: one an admin deleted does not come back at the next start', async () => {
    const titles = async () =>
      (await t.db.selectFrom('quiz_topic').select('quizTitle').orderBy('quizTitle').execute()).map((r) => r.quizTitle);
    expect(await titles()).toEqual(['Course feedback survey', 'General knowledge quiz']);
    await t.db.deleteFrom('quiz_topic').where('quizTitle', '=', 'Course feedback survey').execute();
    await seedDemo(t.db);
    expect(await titles()).toEqual(['General knowledge quiz']);
  });

  it('is idempotent: running migrations and seeds twice changes no count and keeps what an admin edited', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      user_role: 3,
      app_menu: 17,
      site_settings: 1,
      app_user: 3,
      billing_plan: 3,
      payment: 1,
      // jwt secret and the once-per-database markers of the demo assessments and the demo certificate
      app_secret: 3,
    });

    await t.db
      .updateTable('site_settings')
      .set({ siteTitle: 'Acme Exams', appBarColor: '#263238' })
      .where('siteSettingsId', '=', 1)
      .execute();
    await t.db.updateTable('user_role').set({ displayName: 'Learner' }).where('userRoleId', '=', 2).execute();
    await t.db.updateTable('app_menu').set({ menuTitle: 'Home' }).where('url', '=', '/dashboard').execute();
    const secret = await persistentSecret(t.db, 'jwt');
    expect(secret).toBe(t.jwtSecret);

    for (let i = 0; i < 2; i++) {
      await migrateToLatest(t.db);
      await seedDefaults(t.db);
      await seedDemo(t.db);
    }

    expect(await counts()).toEqual(before);
    expect(
      await t.db.selectFrom('site_settings').select(['siteTitle', 'appBarColor']).executeTakeFirstOrThrow(),
    ).toEqual({ siteTitle: 'Acme Exams', appBarColor: '#263238' });
    expect(
      (await t.db.selectFrom('user_role').select('displayName').where('userRoleId', '=', 2).executeTakeFirstOrThrow())
        .displayName,
    ).toBe('Learner');
    expect(
      (await t.db.selectFrom('app_menu').select('menuTitle').where('url', '=', '/dashboard').executeTakeFirstOrThrow())
        .menuTitle,
    ).toBe('Home');
    expect(await persistentSecret(t.db, 'jwt')).toBe(secret);

    // The API sees the admin's edit too.
    const res = await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' });
    expect(res.json().siteTitle).toBe('Acme Exams');
  });

  it('does not overwrite an edited demo account, nor duplicate its plan', async () => {
    await t.db
      .updateTable('app_user')
      .set({ fullName: 'Renamed Candidate' })
      .where('email', '=', DEMO_ACCOUNTS.candidate.email)
      .execute();
    await seedDemo(t.db);
    const rows = await t.db
      .selectFrom('app_user')
      .select('fullName')
      .where('email', '=', DEMO_ACCOUNTS.candidate.email)
      .execute();
    expect(rows).toEqual([{ fullName: 'Renamed Candidate' }]);
    expect((await counts()).payment).toBe(1);
  });
});
