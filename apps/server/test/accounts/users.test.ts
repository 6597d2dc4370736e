import { DEMO_ACCOUNTS, ROLE, type UserRow } from '@assessly/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { ok } from '../helpers/examFixtures.js';
import { realAdmin, refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';
import { expectNoSecret, uniqueEmail, usersFixture, type Page, type UsersState } from '../helpers/userFixtures.js';

/** GetUserList, CreateUser and UpdateUser (the Users screen of spec 000 §2). */
describe.each(testDatabases())('Users screen: list, create and update on %s', (kind) => {
  const { state, as, newUser, createUser, listPage, payments } = usersFixture(kind);
  let t: TestApp;
  let tokens: UsersState['tokens'];
  let plans: UsersState['plans'];
  let adminId: number;
  beforeAll(() => {
    ({ t, tokens, plans, adminId } = state);
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
});
