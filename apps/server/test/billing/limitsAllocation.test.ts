import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationRefusal } from '../../src/modules/billing/limits/planLimits.js';
import { examApi, liveQuiz, newCandidate, ok } from '../helpers/examFixtures.js';
import { demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { ageCycle, givePlan, roomy } from './limitsFixtures.js';

/**
 * Issue 20 item 26, "allocation limit exceeded" (spec 000 §1, §8): an admin holding a plan allocates its
 * responses to the assessments they created, per assessment and in total, within their cycle. Candidates'
 * starts past that allocation are refused with allocationLimitExceeded, whatever their own plan allows.
 */
let admins = 0;

describe.each(testDatabases())('the response allocation of an assessment creator on %s', (kind) => {
  let t: TestApp;
  let demoAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demoAdmin = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An admin (not a demo account) holding a plan with these limits. */
  async function planAdmin(limits: Parameters<typeof givePlan>[2]) {
    const email = `allocation-admin${++admins}-${kind}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const admin = await realAdmin(t, email);
    const paymentId = await givePlan(t.db, { userId: admin.userId, email }, limits);
    return { ...admin, paymentId };
  }
  const assessment = async (token: string) => (await liveQuiz(t, token, { allowMultipleAttempt: true })).quizTopicId;
  /** A candidate without a plan of their own (so only the creator's allocation can refuse) takes it once. */
  async function takeOnce(quizTopicId: number): Promise<LightMyRequestResponse> {
    const exam = examApi(t, (await newCandidate(t, 'allocation')).token);
    const res = await exam.start(quizTopicId);
    if (res.statusCode === 200)
      ok(await exam.finish((res.json() as { quizResponseInitialId: number }).quizResponseInitialId));
    return res;
  }
  const allocationRefused = (res: LightMyRequestResponse) =>
    expect(refusal(res)).toMatchObject({
      responseMsg: 'allocationLimitExceeded',
      status: 'alert',
      message: 'Allocation limit exceeded',
    });

  it('refuses the start past the responses per assessment of the creator’s plan, counting every candidate', async () => {
    const admin = await planAdmin({ responsePerAssessmentCount: 2 });
    const [first, second] = [await assessment(admin.token), await assessment(admin.token)];
    ok(await takeOnce(first));
    ok(await takeOnce(first));
    allocationRefused(await takeOnce(first));
    // The same candidate who was refused on a full assessment is not refused elsewhere.
    ok(await takeOnce(second));
    const attempts = await t.db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .where('quizTopicId', '=', first)
      .execute();
    expect(attempts).toHaveLength(2);
  });

  it('refuses the start past the responses of all the creator’s assessments together', async () => {
    const admin = await planAdmin({ responseAllAssessmentCount: 3 });
    const quizzes = [await assessment(admin.token), await assessment(admin.token)];
    ok(await takeOnce(quizzes[0]!));
    ok(await takeOnce(quizzes[1]!));
    ok(await takeOnce(quizzes[1]!));
    allocationRefused(await takeOnce(quizzes[0]!));
    allocationRefused(await takeOnce(quizzes[1]!));
  });

  it('counts the creator’s current cycle only, and allocates nothing once it has expired', async () => {
    const admin = await planAdmin({ responsePerAssessmentCount: 1 });
    const quizTopicId = await assessment(admin.token);
    ok(await takeOnce(quizTopicId));
    allocationRefused(await takeOnce(quizTopicId));
    // Forty days on, the cycle has ended: nothing is allocated any more.
    await ageCycle(t.db, admin.userId, admin.paymentId, 40);
    await t.db
      .updateTable('quiz_attempt')
      .set({ dateAdded: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('quizTopicId', '=', quizTopicId)
      .execute();
    allocationRefused(await takeOnce(quizTopicId));
    // A renewal opens a new cycle: the old attempts no longer count.
    await givePlan(t.db, { userId: admin.userId, email: 'renewed@example.com' }, { responsePerAssessmentCount: 1 });
    ok(await takeOnce(quizTopicId));
    allocationRefused(await takeOnce(quizTopicId));
  });

  it('never limits the assessments of an admin without a plan, and never refuses a resume', async () => {
    const quizTopicId = await assessment(demoAdmin);
    for (let i = 0; i < 3; i++) ok(await takeOnce(quizTopicId));

    const admin = await planAdmin({ responsePerAssessmentCount: 1 });
    const limited = await assessment(admin.token);
    const exam = examApi(t, (await newCandidate(t, 'allocation')).token);
    const started = ok<{ quizResponseInitialId: number }>(await exam.start(limited));
    // The allocation is used up by this very attempt, which the candidate may still come back to.
    const resumed = ok<{ quizResponseInitialId: number; resumed: boolean }>(await exam.start(limited));
    expect(resumed).toMatchObject({ quizResponseInitialId: started.quizResponseInitialId, resumed: true });
  });

  it('lets simultaneous starts of different candidates take exactly the allocation', async () => {
    const admin = await planAdmin({ responsePerAssessmentCount: 3 });
    const quizTopicId = await assessment(admin.token);
    const candidates = await Promise.all(Array.from({ length: 6 }, () => newCandidate(t, 'allocation')));
    const answers = await Promise.all(candidates.map((c) => examApi(t, c.token).start(quizTopicId)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 200)) allocationRefused(res);
  });
});

describe('allocationRefusal', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const cycle = { startDate: '2026-06-01T00:00:00Z', endDate: '2026-07-01T00:00:00Z', limits: roomy };
  it.each([
    [{ onThis: 0, onAll: 0 }, cycle, null],
    [{ onThis: 99, onAll: 999 }, cycle, null],
    [{ onThis: 100, onAll: 100 }, cycle, 'allocationLimitExceeded'],
    [{ onThis: 1, onAll: 1000 }, cycle, 'allocationLimitExceeded'],
    [{ onThis: 0, onAll: 0 }, { ...cycle, endDate: '2026-06-15T12:00:00Z' }, 'allocationLimitExceeded'],
    [{ onThis: 0, onAll: 0 }, { ...cycle, startDate: '2026-06-16T00:00:00Z' }, 'allocationLimitExceeded'],
  ])('%o in %o: %s', (responses, c, expected) => {
    expect(allocationRefusal(c, responses, now)).toBe(expected);
  });
});
