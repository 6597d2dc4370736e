import { DEMO_ACCOUNTS, type PackageUsageDetail } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

describe.each(testDatabases())('package usage on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let professionalId: number;
  const as = (token: string | null) => api(t, token);
  const usage = async (token: string, userId: number, paymentId: number) =>
    ok<PackageUsageDetail>(await as(token).get(`/User/GetPackageUsesInfo/${userId}/${paymentId}`));
  /** A new candidate holding the Professional plan (25 assessments, 1000 responses, 200 per assessment). */
  const planHolder = async () => {
    const cand = await newCandidate(t, 'usage');
    const paid = ok<{ paymentId: number }>(
      await as(tokens.admin).post('/Settings/CreatePayment', {
        userEmail: cand.email,
        billingPlanId: professionalId,
        paymentMode: 'Offline',
      }),
    );
    return { ...cand, paymentId: paid.paymentId };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    const plan = await t.db
      .selectFrom('billing_plan')
      .select('billingPlanId')
      .where('title', '=', 'Professional')
      .executeTakeFirstOrThrow();
    professionalId = plan.billingPlanId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the assessments attended and the responses, in all and per assessment, in the cycle', async () => {
    const cand = await planHolder();
    const fresh = await usage(cand.token, cand.userId, cand.paymentId);
    expect(fresh).toMatchObject({
      paymentId: cand.paymentId,
      planName: 'Professional',
      isPlanExpired: false,
      totalAssessmentAttend: 0,
      assessmentCount: 25,
      totalAssessmentResponse: 0,
      responseAllAssessmentCount: 1000,
      responsePerAssessmentCount: 200,
      perAssessment: [],
    });
    expect(Date.parse(fresh.planExpiryDate!)).toBeGreaterThan(Date.parse(fresh.planStartDate!));

    const algebra = await liveQuiz(t, tokens.admin, { quizTitle: 'Algebra basics', allowMultipleAttempt: true });
    const biology = await liveQuiz(t, tokens.admin, { quizTitle: 'Biology basics' });
    const exam = examApi(t, cand.token);
    ok(await exam.finish(await startedAttempt(t, cand.token, algebra.quizTopicId)));
    ok(await exam.finish(await startedAttempt(t, cand.token, algebra.quizTopicId)));
    // An attempt under way is a response too (it was started in the cycle).
    await startedAttempt(t, cand.token, algebra.quizTopicId);
    ok(await exam.finish(await startedAttempt(t, cand.token, biology.quizTopicId)));

    const used = await usage(cand.token, cand.userId, cand.paymentId);
    expect(used).toMatchObject({ totalAssessmentAttend: 2, totalAssessmentResponse: 4 });
    expect(used.perAssessment).toEqual([
      { quizTopicId: algebra.quizTopicId, quizTitle: 'Algebra basics', responses: 3 },
      { quizTopicId: biology.quizTopicId, quizTitle: 'Biology basics', responses: 1 },
    ]);
    // paymentId 0 reads the current cycle: the same answer.
    expect(await usage(cand.token, cand.userId, 0)).toEqual(used);
    // An admin may read it too.
    expect(await usage(tokens.admin, cand.userId, cand.paymentId)).toEqual(used);
  });

  it('counts only the cycle asked for: a renewal starts from zero, the old cycle keeps its numbers', async () => {
    const cand = await planHolder();
    const quiz = await liveQuiz(t, tokens.admin, { allowMultipleAttempt: true });
    ok(await examApi(t, cand.token).finish(await startedAttempt(t, cand.token, quiz.quizTopicId)));
    // The first cycle moves into the past; the attempt with it.
    const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await t.db
      .updateTable('payment')
      .set({ startDate: past(40), endDate: past(10) })
      .where('paymentId', '=', cand.paymentId)
      .execute();
    await t.db
      .updateTable('quiz_attempt')
      .set({ dateAdded: past(20) })
      .where('userId', '=', cand.userId)
      .execute();
    const expired = await usage(cand.token, cand.userId, 0);
    expect(expired).toMatchObject({ paymentId: cand.paymentId, isPlanExpired: true, totalAssessmentResponse: 1 });

    const renewed = ok<{ paymentId: number }>(
      await as(tokens.admin).post('/Settings/CreatePayment', {
        userEmail: cand.email,
        billingPlanId: professionalId,
        paymentMode: 'N/A',
      }),
    );
    expect(await usage(cand.token, cand.userId, 0)).toMatchObject({
      paymentId: renewed.paymentId,
      isPlanExpired: false,
      totalAssessmentAttend: 0,
      totalAssessmentResponse: 0,
      perAssessment: [],
    });
    expect(await usage(cand.token, cand.userId, cand.paymentId)).toMatchObject({
      paymentId: cand.paymentId,
      isPlanExpired: true,
      totalAssessmentAttend: 1,
      totalAssessmentResponse: 1,
    });
  });

  it("answers the demo candidate's Free plan, and nulls for a candidate without a plan", async () => {
    const demo = await t.db
      .selectFrom('app_user')
      .select('userId')
      .where('email', '=', DEMO_ACCOUNTS.candidate.email)
      .executeTakeFirstOrThrow();
    expect(await usage(tokens.candidate, demo.userId, 0)).toMatchObject({
      planName: 'Free',
      assessmentCount: 3,
      responseAllAssessmentCount: 50,
      responsePerAssessmentCount: 20,
    });
    const planless = await newCandidate(t, 'planless');
    expect(await usage(planless.token, planless.userId, 0)).toEqual({
      paymentId: null,
      planName: null,
      planStartDate: null,
      planExpiryDate: null,
      isPlanExpired: false,
      totalAssessmentAttend: 0,
      assessmentCount: null,
      totalAssessmentResponse: 0,
      responseAllAssessmentCount: null,
      responsePerAssessmentCount: null,
      perAssessment: [],
    });
  });

  it("refuses another user's usage (403), a payment that is not the user's (404), and anonymous callers (401)", async () => {
    const owner = await planHolder();
    const other = await planHolder();
    const path = `/User/GetPackageUsesInfo/${owner.userId}/${owner.paymentId}`;
    expect((await as(other.token).get(path)).statusCode).toBe(403);
    expect((await as(other.token).get(`/User/GetPackageUsesInfo/${owner.userId}/0`)).statusCode).toBe(403);
    // The caller's own id with somebody else's payment: not found, nothing of it told.
    const foreign = await as(other.token).get(`/User/GetPackageUsesInfo/${other.userId}/${owner.paymentId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Professional');
    expect((await as(null).get(path)).statusCode).toBe(401);
    expect((await as(owner.token).get(`/User/GetPackageUsesInfo/${owner.userId}/abc`)).statusCode).toBe(400);
  });
});
