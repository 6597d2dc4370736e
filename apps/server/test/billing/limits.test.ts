import { DEMO_ACCOUNTS } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planUsage } from '../../src/modules/billing/limits/planLimits.js';
import { examApi, liveQuiz, newCandidate, ok } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { ageCycle, attemptsOf, givePlan } from './limitsFixtures.js';

/** Attendance limits of a candidate's plan cycle (spec 000 §1, §6, §8; issue 7 "Limits"). */
describe.each(testDatabases())('plan limits on attendance on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  /** Live assessments that allow several attempts; the demo admin (no plan) makes them without limit. */
  const quizzes: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    for (let i = 0; i < 4; i++)
      quizzes.push((await liveQuiz(t, tokens.admin, { allowMultipleAttempt: true })).quizTopicId);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A candidate (registered without a plan) and, when limits are given, a plan cycle with them. */
  async function candidate(limits?: Parameters<typeof givePlan>[2], dates?: Parameters<typeof givePlan>[3]) {
    const c = await newCandidate(t, 'limits');
    const paymentId = limits ? await givePlan(t.db, c, limits, dates) : null;
    return { ...c, paymentId, exam: examApi(t, c.token) };
  }
  /** Starts a new attempt and ends it at once (so that the next start is a new attempt, not a resume). */
  async function take(exam: ReturnType<typeof examApi>, quizTopicId: number): Promise<LightMyRequestResponse> {
    const res = await exam.start(quizTopicId);
    if (res.statusCode === 200) {
      const attempt = res.json() as { quizResponseInitialId: number; resumed: boolean };
      expect(attempt.resumed).toBe(false);
      ok(await exam.finish(attempt.quizResponseInitialId));
    }
    return res;
  }
  const refusedWith = (res: LightMyRequestResponse, code: string, status: 'error' | 'alert') =>
    expect(refusal(res)).toMatchObject({ responseMsg: code, status, message: expect.any(String) });

  it('allows attempts on one assessment up to the per-assessment count and refuses the next (attemptLimitExceeded)', async () => {
    const c = await candidate({ responsePerAssessmentCount: 2 });
    ok(await take(c.exam, quizzes[0]!));
    ok(await take(c.exam, quizzes[0]!));
    refusedWith(await take(c.exam, quizzes[0]!), 'attemptLimitExceeded', 'error');
    // Another assessment still has its own allowance.
    ok(await take(c.exam, quizzes[1]!));
    expect(await attemptsOf(t.db, c.userId)).toBe(3);
  });

  it('allows responses up to the whole-plan count and refuses the next (billingPlanLimitExceeded)', async () => {
    const c = await candidate({ responseAllAssessmentCount: 3 });
    ok(await take(c.exam, quizzes[0]!));
    ok(await take(c.exam, quizzes[1]!));
    ok(await take(c.exam, quizzes[1]!));
    const res = await take(c.exam, quizzes[2]!);
    // Not an alert: the dashboard adds "Your total attempt limit has expired" (spec 001 §4 step 4).
    refusedWith(res, 'billingPlanLimitExceeded', 'error');
    expect(refusal(res).message).toBe('You exceed your Billing plan limit');
    refusedWith(await take(c.exam, quizzes[0]!), 'billingPlanLimitExceeded', 'error');
    expect(await attemptsOf(t.db, c.userId)).toBe(3);
  });

  it('allows distinct assessments up to the assessment count, and more attempts of those attended', async () => {
    const c = await candidate({ assessmentCount: 2 });
    ok(await take(c.exam, quizzes[0]!));
    ok(await take(c.exam, quizzes[1]!));
    refusedWith(await take(c.exam, quizzes[2]!), 'assessmentLimitExceeded', 'alert');
    ok(await take(c.exam, quizzes[0]!));
    ok(await take(c.exam, quizzes[1]!));
    refusedWith(await take(c.exam, quizzes[3]!), 'assessmentLimitExceeded', 'alert');
  });

  it('counts only the current cycle: an expired cycle refuses, and after a renewal the old attempts no longer count', async () => {
    const c = await candidate({ responseAllAssessmentCount: 2 });
    ok(await take(c.exam, quizzes[0]!));
    ok(await take(c.exam, quizzes[1]!));
    refusedWith(await take(c.exam, quizzes[2]!), 'billingPlanLimitExceeded', 'error');

    // A month and a day later the cycle (and its attempts) lie in the past: the cycle has expired.
    await ageCycle(t.db, c.userId, c.paymentId!, 31);
    const expired = await take(c.exam, quizzes[2]!);
    refusedWith(expired, 'billingCycleExpired', 'alert');
    expect(refusal(expired).message).toBe('Your Billing cycle expired!');
    expect((await planUsage(t.db, c.userId)).expired).toBe(true);

    // The admin renews the plan (Free: 50 responses): a new cycle from now, counting from zero.
    const free = await t.db
      .selectFrom('billing_plan')
      .select('billingPlanId')
      .where('title', '=', 'Free')
      .executeTakeFirstOrThrow();
    ok(
      await api(t, tokens.admin).put('/Settings/RenewPlan', {
        userEmail: c.email,
        billingPlanId: free.billingPlanId,
        paymentMode: 'N/A',
        transactionDetail: 'renewal',
      }),
    );
    ok(await take(c.exam, quizzes[2]!));
    ok(await take(c.exam, quizzes[3]!));
    ok(await take(c.exam, quizzes[0]!));
    const usage = await planUsage(t.db, c.userId);
    expect(usage).toMatchObject({
      expired: false,
      cycle: { planName: 'Free', limits: { responseAllAssessmentCount: 50, assessmentCount: 3 } },
      used: { responses: 3, assessmentsAttended: 3 },
      remaining: { responses: 47, assessmentsToAttend: 0 },
    });
    // The Free plan's 3 assessments are used up in the new cycle, although only 3 of 5 attempts are in it.
    refusedWith(await take(c.exam, quizzes[1]!), 'assessmentLimitExceeded', 'alert');
    expect(await attemptsOf(t.db, c.userId)).toBe(5);
  });

  it('refuses a start before a cycle dated ahead begins (billingPlanDateExceeded)', async () => {
    const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const c = await candidate({}, { startDate: ahead(2), endDate: ahead(32) });
    const res = await take(c.exam, quizzes[0]!);
    refusedWith(res, 'billingPlanDateExceeded', 'alert');
    expect(refusal(res).message).toBe('You exceed your Billing plan Date');
    expect(await attemptsOf(t.db, c.userId)).toBe(0);
  });

  it('never limits a candidate without a plan (registered through an invitation or before billing)', async () => {
    const c = await candidate();
    for (const q of quizzes) for (let i = 0; i < 3; i++) ok(await take(c.exam, q));
    expect(await attemptsOf(t.db, c.userId)).toBe(12);
    expect(await planUsage(t.db, c.userId)).toEqual({
      cycle: null,
      used: { assessmentsAttended: 0, responses: 0, assessmentsCreated: 0 },
      remaining: null,
      expired: false,
    });
  });

  it('never refuses resuming an attempt under way, even with the allowance used up or the cycle expired', async () => {
    const c = await candidate({ responseAllAssessmentCount: 1 });
    const first = ok<{ quizResponseInitialId: number }>(await c.exam.start(quizzes[0]!));
    const again = ok<{ quizResponseInitialId: number; resumed: boolean }>(await c.exam.start(quizzes[0]!));
    expect(again).toMatchObject({ quizResponseInitialId: first.quizResponseInitialId, resumed: true });
    // The cycle ends while the attempt is open: it can still be resumed (and finished), not restarted.
    await t.db
      .updateTable('payment')
      .set({ endDate: new Date(Date.now() - 1000).toISOString() })
      .where('paymentId', '=', c.paymentId!)
      .execute();
    expect(ok(await c.exam.start(quizzes[0]!))).toMatchObject({
      quizResponseInitialId: first.quizResponseInitialId,
      resumed: true,
    });
    ok(await c.exam.finish(first.quizResponseInitialId));
    refusedWith(await c.exam.start(quizzes[0]!), 'billingCycleExpired', 'alert');
  });

  it('asks for the payment of a paid assessment before the first attempt, and allows it once paid', async () => {
    const paid = (await liveQuiz(t, tokens.admin, { quizPrice: 5, allowMultipleAttempt: true })).quizTopicId;
    const withPlan = await candidate({});
    const withoutPlan = await candidate();
    for (const c of [withPlan, withoutPlan]) {
      const res = await c.exam.start(paid);
      refusedWith(res, 'quizPaymentRequired', 'alert');
      expect(await attemptsOf(t.db, c.userId)).toBe(0);
    }
    // The checkout records the payment (quiz_payment) once Stripe confirms it; here it is written directly.
    await t.db
      .insertInto('quiz_payment')
      .values({
        userId: withPlan.userId,
        quizTopicId: paid,
        stripeSessionId: `cs_test_limits_${kind}`,
        price: 5,
        transactionEmail: withPlan.email,
        dateAdded: new Date().toISOString(),
      })
      .execute();
    ok(await take(withPlan.exam, paid));
    ok(await take(withPlan.exam, paid));
    refusedWith(await withoutPlan.exam.start(paid), 'quizPaymentRequired', 'alert');
    // A free assessment needs no payment.
    ok(await take(withoutPlan.exam, quizzes[0]!));
  });

  it('lets the demo candidate (Free plan) take the demo assessments', async () => {
    const exam = examApi(t, tokens.candidate);
    const running = ok<{ quizTopicId: number; quizTitle: string }[]>(await exam.running());
    const demo = running.filter((q) => ['General knowledge quiz', 'Course feedback survey'].includes(q.quizTitle));
    expect(demo.length).toBeGreaterThan(0);
    for (const q of demo) ok(await exam.start(q.quizTopicId));
    const candidateId = (
      await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', DEMO_ACCOUNTS.candidate.email)
        .executeTakeFirstOrThrow()
    ).userId;
    expect(await planUsage(t.db, candidateId)).toMatchObject({
      cycle: { planName: 'Free', limits: { assessmentCount: 3, responseAllAssessmentCount: 50 } },
      used: { assessmentsAttended: demo.length, responses: demo.length },
      remaining: { assessmentsToAttend: 3 - demo.length, responses: 50 - demo.length },
      expired: false,
    });
  });
});
