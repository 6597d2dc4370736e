// The admin dashboard calls (spec 001 §7 "Dashboard and analytics", §3 "Dashboard summary", "Analytics
// items"): tile counts, zero-filled day and month ranges, top assessments, browsers and platforms, and who
// may call what (payments: SuperAdmin only; candidates: none). Data is inserted directly with known dates.
import { DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';
import { insertCandidate } from '../helpers/examFixtures.js';
import { api, createQuiz } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const DAY = 86_400_000;
/** The UTC day `n` days before today, at the given time of day. */
const daysAgo = (n: number, time = '12:00:00.000') =>
  `${new Date(Date.now() - n * DAY).toISOString().slice(0, 10)}T${time}Z`;
const dayKey = (n: number) => daysAgo(n).slice(0, 10);
/** The UTC month `n` months before this one: 'YYYY-MM'. */
const monthKey = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
};

async function insertLogin(db: DB, userId: number, logInTime: string, browser: string | null, platform: string | null) {
  await db
    .insertInto('login_history')
    .values({
      code: Math.random().toString(36).slice(2),
      userId,
      sessionId: `test-${Math.random().toString(36).slice(2)}`,
      logInTime,
      logOutTime: null,
      ip: null,
      browser,
      browserVersion: null,
      platform,
      locationInfo: null,
    })
    .execute();
}

async function insertPayment(db: DB, userId: number, price: number, dateAdded: string) {
  await db
    .insertInto('payment')
    .values({
      userId,
      billingPlanId: null,
      title: 'Professional',
      price,
      paymentMode: 'Stripe',
      interval: 'Monthly',
      assessmentCount: 1,
      responseAllAssessmentCount: 1,
      responsePerAssessmentCount: 1,
      questionPerAssessmentCount: 1,
      startDate: dateAdded,
      endDate: dateAdded,
      userEmail: 'payer@example.com',
      transactionEmail: null,
      transactionDetail: null,
      stripeSessionId: null,
      addedBy: null,
      dateAdded,
    })
    .execute();
}

/** An attempt row; finishedAt null is an attempt still open. */
async function insertAttempt(db: DB, userId: number, quizTopicId: number, finishedAt: string | null) {
  const startedAt = finishedAt ?? nowIso();
  await db
    .insertInto('quiz_attempt')
    .values({
      userId,
      email: `user${userId}@example.com`,
      quizTopicId,
      quizTitle: 'snapshot title',
      quizMark: 10,
      quizPassMarks: 5,
      quizTime: 10,
      quizMarkOptionId: 1,
      certificateTemplateId: null,
      allowCorrectOption: 0,
      allowAnswerExplation: 0,
      allowMultipleSelection: 0,
      allowQuizStop: 0,
      allowQuizSkip: 0,
      questionOrder: '[]',
      currentSerial: 0,
      startedAt,
      deadlineAt: null,
      finishedAt,
      timeTaken: 1,
      userObtainedQuizMark: 5,
      isExamined: 1,
      attemptCount: 1,
      pointerLeaveCountSum: 0,
      visibilitychangeCountSum: 0,
      addedBy: userId,
      dateAdded: startedAt,
    })
    .execute();
}

describe.each(testDatabases())('dashboard and analytics on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; superAdmin: string; candidate: string };
  let quizA: number;
  let quizB: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = {
      admin: await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
      superAdmin: await t.login(DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password),
      candidate: await t.login(DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password),
    };
    quizA = await createQuiz(t, tokens.admin, { quizTitle: 'Alpha analytics' });
    quizB = await createQuiz(t, tokens.admin, { quizTitle: 'Beta analytics' });
    const [ann, ben, cat] = await Promise.all(
      ['ann', 'ben', 'cat'].map((n) => insertCandidate(t.db, `${n}-${kind}@example.com`)),
    );
    // Sign-ins: today twice, 2 days ago, the first instant of the 7-day range, one just before it, 40 days ago.
    await insertLogin(t.db, ann!, daysAgo(0), 'Chrome', 'Windows');
    await insertLogin(t.db, ben!, daysAgo(0), 'Firefox', 'Linux');
    await insertLogin(t.db, cat!, daysAgo(2), 'Chrome', null);
    await insertLogin(t.db, ann!, daysAgo(6, '00:00:00.000'), '', 'Windows');
    await insertLogin(t.db, ann!, daysAgo(7, '23:59:59.999'), 'Safari', 'macOS');
    await insertLogin(t.db, ben!, daysAgo(40), 'Chrome', 'Android');
    // Payments (the seed adds the demo candidate's free plan, price 0, today).
    await insertPayment(t.db, ann!, 19, daysAgo(0));
    await insertPayment(t.db, ben!, 199.5, daysAgo(0));
    await insertPayment(t.db, cat!, 19, daysAgo(3));
    await insertPayment(t.db, cat!, 500, daysAgo(10));
    // Attempts: Alpha by ann (twice) and ben, Beta by cat; an open one and an old one do not count.
    await insertAttempt(t.db, ann!, quizA, daysAgo(0));
    await insertAttempt(t.db, ann!, quizA, daysAgo(1));
    await insertAttempt(t.db, ben!, quizA, daysAgo(1));
    await insertAttempt(t.db, cat!, quizB, daysAgo(5));
    await insertAttempt(t.db, cat!, quizA, null);
    await insertAttempt(t.db, cat!, quizB, daysAgo(100));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token = tokens.admin) => api(t, token).get(`/Dashboard${url}`);
  const json = async (url: string, token = tokens.admin) => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>[];
  };
  const status = async () => {
    const res = await get('/GetStatus');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, number>;
  };

  it('GetStatus counts candidates (role 2), assessments, live ones inside their schedule, and questions', async () => {
    const students = await t.db
      .selectFrom('app_user')
      .select('userId')
      .where('userRoleId', '=', ROLE.Student)
      .execute();
    expect(students).toHaveLength(4); // the demo candidate and the three above
    // Demo: 'General knowledge quiz' is live with 5 questions, the survey is not live and has 3.
    expect(await status()).toEqual({ totalStudents: 4, totalQuizes: 4, liveQuizes: 1, totalQuestions: 8 });

    // Running but its schedule is over, or not yet started: not live.
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 16);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 16);
    await t.db
      .updateTable('quiz_topic')
      .set({ isRunning: 1, quizscheduleEndTime: yesterday })
      .where('quizTopicId', '=', quizA)
      .execute();
    await t.db
      .updateTable('quiz_topic')
      .set({ isRunning: 1, quizscheduleStartTime: tomorrow })
      .where('quizTopicId', '=', quizB)
      .execute();
    expect((await status()).liveQuizes).toBe(1);
    await t.db
      .updateTable('quiz_topic')
      .set({ quizscheduleStartTime: yesterday })
      .where('quizTopicId', '=', quizB)
      .execute();
    expect((await status()).liveQuizes).toBe(2);
    await t.db.updateTable('quiz_topic').set({ isRunning: 0 }).where('quizTopicId', 'in', [quizA, quizB]).execute();
  });

  it('GetLogInSummaryByDate fills every day of the range, oldest first, ending today (UTC)', async () => {
    const days = await json('/GetLogInSummaryByDate/7');
    expect(days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayKey));
    expect(days.map((d) => d.count)).toEqual([1, 0, 0, 0, 1, 0, 2]);
    const one = await json('/GetLogInSummaryByDate/1');
    expect(one).toEqual([{ date: dayKey(0), count: 2 }]);
    const wide = await json('/GetLogInSummaryByDate/60');
    expect(wide).toHaveLength(60);
    expect(wide.reduce((sum, d) => sum + (d.count as number), 0)).toBe(6);
    expect(wide.find((d) => d.date === dayKey(40))?.count).toBe(1);
  });

  it('GetLogInSummaryByMonth fills every month of the range', async () => {
    const months = await json('/GetLogInSummaryByMonth/3');
    expect(months.map((m) => m.month)).toEqual([monthKey(2), monthKey(1), monthKey(0)]);
    expect(months.reduce((sum, m) => sum + (m.count as number), 0)).toBe(6);
    // Each sign-in lands in its own month.
    const expected = new Map<string, number>();
    for (const time of [0, 0, 2, 6, 7, 40].map((n) => daysAgo(n).slice(0, 7)))
      expected.set(time, (expected.get(time) ?? 0) + 1);
    for (const m of months) expect(m.count).toBe(expected.get(m.month as string) ?? 0);
    expect(await json('/GetLogInSummaryByMonth/1')).toEqual([{ month: monthKey(0), count: expected.get(monthKey(0)) }]);
  });

  it('GetBrowserCount and GetPlatformCount count the sign-ins of the range, Unknown for none, most first', async () => {
    expect(await json('/GetBrowserCount/7')).toEqual([
      { browser: 'Chrome', count: 2 },
      { browser: 'Firefox', count: 1 },
      { browser: 'Unknown', count: 1 },
    ]);
    expect(await json('/GetPlatformCount/7')).toEqual([
      { platform: 'Windows', count: 2 },
      { platform: 'Linux', count: 1 },
      { platform: 'Unknown', count: 1 },
    ]);
    expect(await json('/GetBrowserCount/60')).toEqual([
      { browser: 'Chrome', count: 3 },
      { browser: 'Firefox', count: 1 },
      { browser: 'Safari', count: 1 },
      { browser: 'Unknown', count: 1 },
    ]);
  });

  it('GetQuizCountByDate counts finished attempts per day of finishing; open ones are left out', async () => {
    const days = await json('/GetQuizCountByDate/7');
    expect(days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayKey));
    expect(days.map((d) => d.count)).toEqual([0, 1, 0, 0, 0, 2, 1]);
    expect((await json('/GetQuizCountByDate/365')).reduce((s, d) => s + (d.count as number), 0)).toBe(5);
  });

  it('GetUserCountByQuiz counts distinct candidates with finished attempts per assessment, most first', async () => {
    expect(await json('/GetUserCountByQuiz/7')).toEqual([
      { quizTitle: 'Alpha analytics', count: 2 },
      { quizTitle: 'Beta analytics', count: 1 },
    ]);
    expect(await json('/GetUserCountByQuiz/1')).toEqual([{ quizTitle: 'Alpha analytics', count: 1 }]);
  });

  it('GetUserCountByQuiz keeps the 20 largest assessments', async () => {
    const extra = await insertCandidate(t.db, `many-${kind}@example.com`);
    for (let i = 0; i < 21; i++) {
      const quiz = await createQuiz(t, tokens.admin, { quizTitle: `Many ${String(i).padStart(2, '0')}` });
      await insertAttempt(t.db, extra, quiz, daysAgo(300));
    }
    const top = await json('/GetUserCountByQuiz/366');
    expect(top).toHaveLength(20);
    expect(top.slice(0, 2)).toEqual([
      { quizTitle: 'Alpha analytics', count: 2 },
      { quizTitle: 'Beta analytics', count: 1 },
    ]);
    expect(top[2]).toEqual({ quizTitle: 'Many 00', count: 1 });
  });

  it('GetPaymentSummaryByDate sums the prices per day for the SuperAdmin', async () => {
    const days = await json('/GetPaymentSummaryByDate/7', tokens.superAdmin);
    expect(days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayKey));
    expect(days.map((d) => d.count)).toEqual([0, 0, 0, 19, 0, 0, 218.5]);
    const month = await json('/GetPaymentSummaryByDate/30', tokens.superAdmin);
    expect(month.find((d) => d.date === dayKey(10))?.count).toBe(500);
  });

  it('refuses payments to an admin (403) and every call to a candidate (403) and to no one signed in (401)', async () => {
    expect((await get('/GetPaymentSummaryByDate/7')).statusCode).toBe(403);
    const calls = [
      '/GetStatus',
      '/GetPaymentSummaryByDate/7',
      '/GetQuizCountByDate/7',
      '/GetUserCountByQuiz/7',
      '/GetLogInSummaryByMonth/3',
      '/GetLogInSummaryByDate/7',
      '/GetBrowserCount/7',
      '/GetPlatformCount/7',
    ];
    for (const url of calls) {
      const candidate = await get(url, tokens.candidate);
      expect(candidate.statusCode, url).toBe(403);
      expect(candidate.json().responseMsg, url).toBe('noAccess');
      expect((await t.app.inject({ method: 'GET', url: `/api/Dashboard${url}` })).statusCode, url).toBe(401);
    }
    // The SuperAdmin is an admin too: the other calls answer.
    for (const url of calls) expect((await get(url, tokens.superAdmin)).statusCode, url).toBe(200);
  });

  it('accepts 1 to 366 for {x} only', async () => {
    for (const x of ['0', '367', '-1', '2.5', 'abc']) {
      const res = await get(`/GetQuizCountByDate/${x}`);
      expect(res.statusCode, x).toBe(400);
      expect(res.json().responseMsg).toBe('validationFailed');
    }
    expect(await json('/GetQuizCountByDate/366')).toHaveLength(366);
    expect(await json('/GetLogInSummaryByMonth/366')).toHaveLength(366);
  });
});
