import { DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { deleteUser } from '../../src/modules/accounts/users/userAdminService.js';
import { liveQuiz, ok, startedAttempt } from '../helpers/examFixtures.js';
import { realAdmin, refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';
import { expectNoSecret, uniqueEmail, usersFixture, type Page, type UsersState } from '../helpers/userFixtures.js';

/** DeleteSingleUser, RenewPlan and the users export. */
describe.each(testDatabases())('Users screen: delete, renew and export on %s', (kind) => {
  const { state, as, newUser, createUser, payments } = usersFixture(kind);
  let t: TestApp;
  let tokens: UsersState['tokens'];
  let plans: UsersState['plans'];
  let adminId: number;
  beforeAll(() => {
    ({ t, tokens, plans, adminId } = state);
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
