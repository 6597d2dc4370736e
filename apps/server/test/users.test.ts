import { DEMO_ACCOUNTS, ROLE, type UserRow } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect.js';
import { deleteUser } from '../src/modules/User/admin/userAdminService.js';
import { liveQuiz, ok, startedAttempt } from './helpers/examFixtures.js';
import { api, demoTokens, realAdmin, refusal } from './helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from './helpers/testApp.js';

type Page = { responseMsg: UserRow[]; count: number };

let serial = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Every answer of this file goes through here: no password or hash may ever leave the server. */
function expectNoSecret(body: string) {
  expect(body).not.toMatch(/password/i);
}

describe.each(testDatabases())('Users screen calls on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let plans: { free: number; paid: number };
  let adminId: number;
  const as = (token: string | null) => api(t, token);

  const newUser = (changes: Record<string, unknown> = {}) => ({
    fullName: 'Nina New',
    email: uniqueEmail('new'),
    password: 'new-user-pass-1',
    mobile: '+34 600 000 000',
    dateOfBirth: '1990-04-05',
    address: 'Calle Mayor 1, Madrid',
    billingPlanId: plans.paid,
    paymentMode: 'Offline',
    transactionDetail: 'Receipt 42',
    ...changes,
  });
  async function createUser(changes: Record<string, unknown> = {}) {
    const body = newUser(changes);
    const res = await as(tokens.admin).post('/User/CreateUser', body);
    expectNoSecret(res.body);
    expect(ok(res)).toEqual({ responseMsg: 'successfullySaved' });
    const user = await t.db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', String(body.email).toLowerCase())
      .executeTakeFirstOrThrow();
    return { ...user, password: String(body.password) };
  }
  const listPage = async (page: number, search?: string) => {
    const res = await as(tokens.admin).get(
      `/User/GetUserList/${page}/10${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    );
    expectNoSecret(res.body);
    return ok<Page>(res);
  };
  const payments = (userId: number) =>
    t.db.selectFrom('payment').selectAll().where('userId', '=', userId).orderBy('paymentId').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    const rows = await t.db.selectFrom('billing_plan').select(['billingPlanId', 'price']).orderBy('price').execute();
    plans = { free: rows[0]!.billingPlanId, paid: rows[rows.length - 1]!.billingPlanId };
    adminId = (
      await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', DEMO_ACCOUNTS.admin.email)
        .executeTakeFirstOrThrow()
    ).userId;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('GetUserList', () => {
    it('pages newest first with the total count and each user’s latest plan cycle', async () => {
      const created = [];
      for (let i = 0; i < 11; i++) created.push(await createUser({ fullName: `Paged User ${i}` }));
      const newest = created[created.length - 1]!;
      // A second cycle ending later: the row must show it, not the first one.
      ok(
        await as(tokens.admin).put('/Settings/RenewPlan', {
          userEmail: newest.email,
          billingPlanId: plans.paid,
          paymentMode: 'N/A',
          transactionDetail: 'Renewed',
        }),
      );
      const total = Number(
        (
          await t.db
            .selectFrom('app_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const first = await listPage(1);
      expect(first.count).toBe(total);
      expect(first.responseMsg).toHaveLength(10);
      expect(first.responseMsg[0]!.userId).toBe(newest.userId);
      const ids = first.responseMsg.map((r) => r.userId);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);

      const row = first.responseMsg[0]!;
      const plan = await t.db
        .selectFrom('billing_plan')
        .selectAll()
        .where('billingPlanId', '=', plans.paid)
        .executeTakeFirstOrThrow();
      const latest = (await payments(newest.userId)).at(-1)!;
      expect(row).toMatchObject({
        fullName: 'Paged User 10',
        email: newest.email,
        userRoleId: ROLE.Student,
        roleName: 'Student',
        displayName: 'Candidate',
        mobile: '+34 600 000 000',
        dateOfBirth: '1990-04-05',
        address: 'Calle Mayor 1, Madrid',
        title: plan.title,
        interval: plan.interval,
        paymentMode: 'N/A',
        transactionDetail: 'Renewed',
        billingPlanId: plans.paid,
        expireyDate: latest.endDate,
        isDemo: false,
        isProtected: false,
      });

      const second = await listPage(2);
      expect(second.count).toBe(total);
      expect(second.responseMsg.length).toBe(Math.min(10, total - 10));
      expect(second.responseMsg.some((r) => ids.includes(r.userId))).toBe(false);
    });

    it('marks the demo accounts and the caller as protected', async () => {
      const all: UserRow[] = [];
      for (let page = 1; ; page++) {
        const { responseMsg } = await listPage(page);
        all.push(...responseMsg);
        if (responseMsg.length < 10) break;
      }
      const demo = all.filter((r) => r.isDemo);
      expect(demo.map((r) => r.email).sort()).toEqual(
        Object.values(DEMO_ACCOUNTS)
          .map((a) => a.email)
          .sort(),
      );
      expect(demo.every((r) => r.isProtected)).toBe(true);
      expect(all.filter((r) => !r.isDemo).every((r) => !r.isProtected)).toBe(true);

      const other = await realAdmin(t, uniqueEmail('listing-admin'));
      const { responseMsg } = ok<Page>(await as(other.token).get('/User/GetUserList/1/10'));
      expect(responseMsg.find((r) => r.userId === other.userId)?.isProtected).toBe(true);
    });

    it('filters on part of the name or the e-mail, case-insensitively, with wildcards taken literally', async () => {
      const zed = await createUser({ fullName: 'Zebulon Quartz', email: uniqueEmail('zq_') });
      const byName = await listPage(1, 'bULON qua');
      expect(byName.responseMsg.map((r) => r.userId)).toEqual([zed.userId]);
      expect(byName.count).toBe(1);
      expect((await listPage(1, zed.email.toUpperCase())).responseMsg.map((r) => r.userId)).toEqual([zed.userId]);
      // '_' and '%' are ordinary characters in a search, not LIKE wildcards.
      expect((await listPage(1, 'zq_')).responseMsg.map((r) => r.userId)).toEqual([zed.userId]);
      expect((await listPage(1, '%')).count).toBe(0);
    });

    it('is for admins only', async () => {
      expect((await as(tokens.candidate).get('/User/GetUserList/1/10')).statusCode).toBe(403);
      expect((await as(null).get('/User/GetUserList/1/10')).statusCode).toBe(401);
    });
  });

  describe('CreateUser', () => {
    it('creates a candidate with its first plan cycle added by the admin', async () => {
      const user = await createUser({ email: uniqueEmail('Mixed.Case') });
      expect(user.userRoleId).toBe(ROLE.Student);
      expect(user.addedBy).toBe(adminId);
      expect(user.passwordHash).not.toBe(user.password);
      const [cycle, ...more] = await payments(user.userId);
      expect(more).toHaveLength(0);
      expect(cycle).toMatchObject({
        billingPlanId: plans.paid,
        paymentMode: 'Offline',
        transactionDetail: 'Receipt 42',
        userEmail: user.email,
        addedBy: adminId,
      });
      expect(cycle!.endDate > nowIso()).toBe(true);
      // The new user can sign in with the password the admin chose.
      expect(await t.login(user.email, user.password)).toBeTruthy();
    });

    it('always makes a candidate, whatever role the body asks for', async () => {
      const user = await createUser({ userRoleId: ROLE.Admin, roleName: 'Admin' });
      expect(user.userRoleId).toBe(ROLE.Student);
    });

    it('refuses an e-mail that already has a user, in any letter case, and creates nothing', async () => {
      const before = await t.db.selectFrom('payment').select('paymentId').execute();
      const res = await as(tokens.admin).post('/User/CreateUser', newUser({ email: 'Candidate@Example.com' }));
      expect(refusal(res).responseMsg).toBe('emailAlreadyExists');
      expect(await t.db.selectFrom('payment').select('paymentId').execute()).toHaveLength(before.length);
    });

    it('refuses Online payments, and answers 404 for an unknown plan', async () => {
      const email = uniqueEmail('online');
      const online = await as(tokens.admin).post('/User/CreateUser', newUser({ email, paymentMode: 'Online' }));
      expect(refusal(online).responseMsg).toBe('onlinePaymentnotallowed');
      const unknown = await as(tokens.admin).post('/User/CreateUser', newUser({ email, billingPlanId: 999_999 }));
      expect(unknown.statusCode).toBe(404);
      expect(await t.db.selectFrom('app_user').select('userId').where('email', '=', email).execute()).toHaveLength(0);
    });

    it('requires the billing plan and the payment mode (400 with the field issues)', async () => {
      const res = await as(tokens.admin).post(
        '/User/CreateUser',
        newUser({ billingPlanId: undefined, paymentMode: undefined }),
      );
      expect(res.statusCode).toBe(400);
      const paths = (res.json() as { issues: { path: string; message: string }[] }).issues.map((i) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['body.billingPlanId', 'body.paymentMode']));
      const bad = await as(tokens.admin).post(
        '/User/CreateUser',
        newUser({ email: 'not-an-email', password: 'short', fullName: ' ' }),
      );
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { issues: { path: string; message: string }[] }).issues).toEqual(
        expect.arrayContaining([
          { path: 'body.email', message: 'emailInvalid' },
          { path: 'body.password', message: 'min8Character' },
          { path: 'body.fullName', message: 'required' },
        ]),
      );
    });

    it('still creates the user when the welcome mail cannot be sent', async () => {
      // Mail settings complete but pointing at a port where nobody listens.
      await t.db
        .updateTable('site_settings')
        .set({
          host: '127.0.0.1',
          port: 9,
          defaultEmail: 'noreply@assessly.test',
          smtpPassword: 'x',
          allowWelcomeEmail: 1,
        })
        .execute();
      try {
        const user = await createUser();
        expect(user.userId).toBeGreaterThan(0);
      } finally {
        await t.db
          .updateTable('site_settings')
          .set({ host: null, port: 0, defaultEmail: null, smtpPassword: null })
          .execute();
      }
    });

    it('is for admins only', async () => {
      expect((await as(tokens.candidate).post('/User/CreateUser', newUser())).statusCode).toBe(403);
      expect((await as(null).post('/User/CreateUser', newUser())).statusCode).toBe(401);
    });
  });

  describe('UpdateUser', () => {
    const edit = (user: { userId: number; email: string }, changes: Record<string, unknown> = {}) => ({
      userId: user.userId,
      fullName: 'Edited Name',
      email: user.email,
      mobile: '',
      dateOfBirth: '',
      address: '',
      password: '',
      ...changes,
    });

    it('saves the details; an empty password keeps the current one and the sessions', async () => {
      const user = await createUser();
      const token = await t.login(user.email, user.password);
      const email = uniqueEmail('renamed');
      const res = await as(tokens.admin).put('/User/UpdateUser', edit(user, { email, mobile: '123', address: 'Here' }));
      expectNoSecret(res.body);
      expect(ok(res)).toEqual({ responseMsg: 'successfullyUpdated' });
      const saved = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('userId', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({
        fullName: 'Edited Name',
        email,
        mobile: '123',
        address: 'Here',
        dateOfBirth: null,
      });
      expect(saved.passwordHash).toBe(user.passwordHash);
      expect((await as(token).get('/User/GetCurrentUserInfo')).statusCode).toBe(200);
    });

    it('a new password ends every session of that user', async () => {
      const user = await createUser();
      const token = await t.login(user.email, user.password);
      ok(await as(tokens.admin).put('/User/UpdateUser', edit(user, { password: 'brand-new-pass-1' })));
      expect((await as(token).get('/User/GetCurrentUserInfo')).statusCode).toBe(401);
      await expect(t.login(user.email, user.password)).rejects.toThrow();
      expect(await t.login(user.email, 'brand-new-pass-1')).toBeTruthy();
    });

    it('refuses an e-mail another user has', async () => {
      const [a, b] = [await createUser(), await createUser()];
      const res = await as(tokens.admin).put('/User/UpdateUser', edit(a, { email: b.email.toUpperCase() }));
      expect(refusal(res).responseMsg).toBe('emailAlreadyExists');
    });

    it('never demotes an admin, and sets other roles to candidate', async () => {
      const other = await realAdmin(t, uniqueEmail('kept-admin'));
      const row = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('userId', '=', other.userId)
        .executeTakeFirstOrThrow();
      ok(await as(tokens.admin).put('/User/UpdateUser', edit(row, { userRoleId: ROLE.Student })));
      const after = await t.db
        .selectFrom('app_user')
        .select('userRoleId')
        .where('userId', '=', other.userId)
        .executeTakeFirstOrThrow();
      expect(after.userRoleId).toBe(ROLE.Admin);

      await t.db
        .insertInto('user_role')
        .values({
          userRoleId: 40,
          roleName: 'Proctor',
          displayName: 'Proctor',
          roleDesc: null,
          isDefault: 0,
          addedBy: null,
          dateAdded: nowIso(),
          lastUpdatedBy: null,
          lastUpdated: null,
        })
        .execute();
      const proctor = await createUser();
      await t.db.updateTable('app_user').set({ userRoleId: 40 }).where('userId', '=', proctor.userId).execute();
      ok(await as(tokens.admin).put('/User/UpdateUser', edit(proctor)));
      const demoted = await t.db
        .selectFrom('app_user')
        .select('userRoleId')
        .where('userId', '=', proctor.userId)
        .executeTakeFirstOrThrow();
      expect(demoted.userRoleId).toBe(ROLE.Student);
    });

    it('keeps the e-mail and the password of demo accounts, but their name may change', async () => {
      const demo = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('email', '=', DEMO_ACCOUNTS.candidate.email)
        .executeTakeFirstOrThrow();
      const email = await as(tokens.admin).put('/User/UpdateUser', edit(demo, { email: uniqueEmail('demo') }));
      expect(refusal(email).responseMsg).toBe('demoOperationNotAllowed');
      const password = await as(tokens.admin).put('/User/UpdateUser', edit(demo, { password: 'another-pass-1' }));
      expect(refusal(password).responseMsg).toBe('demoOperationNotAllowed');
      ok(await as(tokens.admin).put('/User/UpdateUser', edit(demo, { fullName: 'Cara Renamed' })));
      ok(await as(tokens.admin).put('/User/UpdateUser', edit(demo, { fullName: demo.fullName })));
      expect(await t.login(DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password)).toBeTruthy();
    });

    it('answers 404 for an unknown user and is for admins only', async () => {
      const ghost = { userId: 999_999, email: uniqueEmail('ghost') };
      expect((await as(tokens.admin).put('/User/UpdateUser', edit(ghost))).statusCode).toBe(404);
      expect((await as(tokens.candidate).put('/User/UpdateUser', edit(ghost))).statusCode).toBe(403);
      expect((await as(null).put('/User/UpdateUser', edit(ghost))).statusCode).toBe(401);
    });
  });

  describe('DeleteSingleUser', () => {
    it('refuses demo accounts, one’s own account, and unknown ids', async () => {
      const demo = await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', DEMO_ACCOUNTS.candidate.email)
        .executeTakeFirstOrThrow();
      expect(refusal(await as(tokens.admin).delete(`/User/DeleteSingleUser/${demo.userId}`)).responseMsg).toBe(
        'defaultItemNotDeletable',
      );
      const me = await realAdmin(t, uniqueEmail('self-delete'));
      expect(refusal(await as(me.token).delete(`/User/DeleteSingleUser/${me.userId}`)).responseMsg).toBe(
        'cannotDeleteOwnAccount',
      );
      expect((await as(tokens.admin).delete('/User/DeleteSingleUser/999999')).statusCode).toBe(404);
    });

    it('refuses to delete the last admin', async () => {
      const last = await realAdmin(t, uniqueEmail('last-admin'));
      const demoAdmins = await t.db
        .selectFrom('app_user')
        .select(['userId', 'userRoleId'])
        .where('isDemo', '=', 1)
        .where('userRoleId', '<>', ROLE.Student)
        .execute();
      const others = await t.db
        .selectFrom('app_user')
        .select(['userId', 'userRoleId'])
        .where('isDemo', '=', 0)
        .where('userRoleId', 'in', [ROLE.Admin, ROLE.SuperAdmin])
        .where('userId', '<>', last.userId)
        .execute();
      const everyone = [...demoAdmins, ...others];
      // Only `last` keeps an admin role for a moment: the rule is checked below the route (whose caller is an admin).
      await t.db
        .updateTable('app_user')
        .set({ userRoleId: ROLE.Student })
        .where(
          'userId',
          'in',
          everyone.map((u) => u.userId),
        )
        .execute();
      try {
        const list = ok<Page>(await as(last.token).get('/User/GetUserList/1/10'));
        expect(list.responseMsg.find((r) => r.userId === last.userId)?.isProtected).toBe(true);
        const candidate = await createUserAs(last.token);
        await expect(deleteUser(t.db, last.userId, candidate)).rejects.toMatchObject({ code: 'lastAdminNotDeletable' });
        expect(
          await t.db.selectFrom('app_user').select('userId').where('userId', '=', last.userId).execute(),
        ).toHaveLength(1);
      } finally {
        for (const u of everyone)
          await t.db.updateTable('app_user').set({ userRoleId: u.userRoleId }).where('userId', '=', u.userId).execute();
      }
      // With other admins around, an admin can be deleted.
      ok(await as(tokens.admin).delete(`/User/DeleteSingleUser/${last.userId}`));
    });

    it('two admins deleting each other at once: one succeeds, the site keeps an admin', async () => {
      const [a, b] = [await realAdmin(t, uniqueEmail('race-a')), await realAdmin(t, uniqueEmail('race-b'))];
      const others = await t.db
        .selectFrom('app_user')
        .select(['userId', 'userRoleId'])
        .where('userRoleId', 'in', [ROLE.Admin, ROLE.SuperAdmin])
        .where('userId', 'not in', [a.userId, b.userId])
        .execute();
      await t.db
        .updateTable('app_user')
        .set({ userRoleId: ROLE.Student })
        .where(
          'userId',
          'in',
          others.map((u) => u.userId),
        )
        .execute();
      try {
        const answers = await Promise.all([
          as(a.token).delete(`/User/DeleteSingleUser/${b.userId}`),
          as(b.token).delete(`/User/DeleteSingleUser/${a.userId}`),
        ]);
        const [done, other] = answers.map((r) => r.statusCode).sort();
        expect(done).toBe(200);
        // The loser is refused (both checked in at once) or already signed out (its account went first).
        expect([202, 401]).toContain(other);
        const refused = answers.find((r) => r.statusCode === 202);
        if (refused) expect(refusal(refused).responseMsg).toBe('lastAdminNotDeletable');
        const left = await t.db
          .selectFrom('app_user')
          .select('userId')
          .where('userId', 'in', [a.userId, b.userId])
          .execute();
        expect(left).toHaveLength(1);
      } finally {
        for (const u of others)
          await t.db.updateTable('app_user').set({ userRoleId: u.userRoleId }).where('userId', '=', u.userId).execute();
      }
    });

    async function createUserAs(token: string) {
      const body = newUser();
      ok(await as(token).post('/User/CreateUser', body));
      return (
        await t.db.selectFrom('app_user').select('userId').where('email', '=', body.email).executeTakeFirstOrThrow()
      ).userId;
    }

    it('deletes a candidate with attempts, payments and history; their token answers 401 at once', async () => {
      const user = await createUser();
      const token = await t.login(user.email, user.password);
      ok(await as(token).post('/User/CreateLoginHistory', { locationInfo: 'UTC' }));
      const { quizTopicId, questionIds } = await liveQuiz(t, tokens.admin, {}, [{}, {}]);
      const attemptId = await startedAttempt(t, token, quizTopicId);
      ok(
        await as(token).post('/Quiz/CreateQuizResponseDetail', {
          quizResponseInitialId: attemptId,
          quizQuestionId: questionIds[0],
          userAnswer: 'Second',
        }),
      );
      const now = nowIso();
      await t.db
        .insertInto('exam_accommodation')
        .values({
          userId: user.userId,
          quizTopicId,
          extraMinutes: 5,
          timeMultiplier: 1,
          addedBy: adminId,
          dateAdded: now,
        })
        .execute();
      await t.db
        .insertInto('issued_certificate')
        .values({
          certificateNumber: `C-${user.userId}`,
          attemptId,
          userId: user.userId,
          templateId: null,
          fullName: user.fullName,
          quizTitle: 'Quiz',
          issuedOn: now,
        })
        .execute();
      await t.db
        .insertInto('password_reset')
        .values({ tokenHash: `hash-${user.userId}`, userId: user.userId, createdAt: now, expiresAt: now, usedAt: null })
        .execute();
      expect((await as(token).get('/User/GetCurrentUserInfo')).statusCode).toBe(200);

      const res = await as(tokens.admin).delete(`/User/DeleteSingleUser/${user.userId}`);
      expect(ok(res)).toEqual({ responseMsg: 'successfullyDeleted' });
      expect((await as(token).get('/User/GetCurrentUserInfo')).statusCode).toBe(401);
      for (const table of [
        'payment',
        'auth_session',
        'login_history',
        'password_reset',
        'exam_accommodation',
        'issued_certificate',
        'quiz_attempt',
      ] as const) {
        const rows = await t.db.selectFrom(table).select('userId').where('userId', '=', user.userId).execute();
        expect(rows, table).toHaveLength(0);
      }
      expect(
        await t.db
          .selectFrom('quiz_answer')
          .select('quizResponseDetailId')
          .where('quizResponseInitialId', '=', attemptId)
          .execute(),
      ).toHaveLength(0);
      await expect(t.login(user.email, user.password)).rejects.toThrow();
      expect((await as(tokens.admin).delete(`/User/DeleteSingleUser/${user.userId}`)).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      const user = await createUser();
      expect((await as(tokens.candidate).delete(`/User/DeleteSingleUser/${user.userId}`)).statusCode).toBe(403);
      expect((await as(null).delete(`/User/DeleteSingleUser/${user.userId}`)).statusCode).toBe(401);
    });
  });

  describe('RenewPlan', () => {
    const renew = (changes: Record<string, unknown>) => ({
      userEmail: DEMO_ACCOUNTS.candidate.email,
      billingPlanId: plans.paid,
      paymentMode: 'Offline',
      transactionDetail: 'Cash',
      ...changes,
    });

    it('starts a new plan cycle from today for the user named by e-mail', async () => {
      const user = await createUser({ billingPlanId: plans.free, paymentMode: 'N/A' });
      const res = await as(tokens.admin).put(
        '/Settings/RenewPlan',
        renew({ userEmail: user.email.toUpperCase(), addedBy: 12345 }),
      );
      expect(ok(res)).toEqual({ responseMsg: 'billingPlanRenewalSuccess' });
      const cycles = await payments(user.userId);
      expect(cycles).toHaveLength(2);
      expect(cycles[1]).toMatchObject({
        billingPlanId: plans.paid,
        paymentMode: 'Offline',
        transactionDetail: 'Cash',
        addedBy: adminId,
      });
      expect(Date.parse(cycles[1]!.startDate)).toBeGreaterThan(Date.now() - 60_000);
      const info = ok<{ paymentId: number }>(
        await as(await t.login(user.email, user.password)).get('/User/GetCurrentUserInfo'),
      );
      expect(info.paymentId).toBe(cycles[1]!.paymentId);
    });

    it('refuses Online, an unknown e-mail and an unknown plan', async () => {
      expect(
        refusal(await as(tokens.admin).put('/Settings/RenewPlan', renew({ paymentMode: 'Online' }))).responseMsg,
      ).toBe('onlinePaymentnotallowed');
      expect(
        refusal(await as(tokens.admin).put('/Settings/RenewPlan', renew({ userEmail: 'nobody@example.com' })))
          .responseMsg,
      ).toBe('noUserForEmail');
      expect((await as(tokens.admin).put('/Settings/RenewPlan', renew({ billingPlanId: 999_999 }))).statusCode).toBe(
        404,
      );
      expect((await as(tokens.admin).put('/Settings/RenewPlan', renew({ paymentMode: '' }))).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      expect((await as(tokens.candidate).put('/Settings/RenewPlan', renew({}))).statusCode).toBe(403);
      expect((await as(null).put('/Settings/RenewPlan', renew({}))).statusCode).toBe(401);
    });
  });

  describe('Export users', () => {
    const file = (format: string, language = 'en', token: string | null = tokens.admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Export/users/${format}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': language },
      });

    it('exports every user (not one page) as CSV with translated headings and cut dates', async () => {
      await createUser({ fullName: '=cmd|calc', mobile: '+1 555' });
      const total = Number(
        (
          await t.db
            .selectFrom('app_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const res = await file('csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('users.csv');
      expectNoSecret(res.body);
      const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.meta.fields).toEqual([
        'Full name',
        'E-mail',
        'Role',
        'Mobile',
        'Plan',
        'Interval',
        'Payment mode',
        'Expiry date',
      ]);
      expect(parsed.data).toHaveLength(total);
      const demo = parsed.data.find((r) => r['E-mail'] === DEMO_ACCOUNTS.candidate.email)!;
      expect(demo.Role).toBe('Candidate');
      expect(demo['Expiry date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(parsed.data.find((r) => r['E-mail'] === DEMO_ACCOUNTS.admin.email)!.Role).toBe('Admin');
      // Formula injection neutralised.
      expect(parsed.data.some((r) => r['Full name']!.startsWith('='))).toBe(false);

      const es = Papa.parse<Record<string, string>>((await file('csv', 'es')).body.replace(/^\uFEFF/, ''), {
        header: true,
      });
      expect(es.meta.fields).toContain('Nombre completo');
      expect(es.data.find((r) => r['Correo electrónico'] === DEMO_ACCOUNTS.candidate.email)!.Rol).toBe('Candidato');
    });

    it('exports Excel that opens with exceljs, and a PDF', async () => {
      const xlsx = await file('xlsx');
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Full name', 'E-mail', 'Expiry date']));
      const total = Number(
        (
          await t.db
            .selectFrom('app_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(sheet.actualRowCount).toBe(total + 1);

      const pdf = await file('pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    });

    it('is for admins only', async () => {
      expect((await file('csv', 'en', tokens.candidate)).statusCode).toBe(403);
      expect((await file('csv', 'en', null)).statusCode).toBe(401);
    });
  });
});
