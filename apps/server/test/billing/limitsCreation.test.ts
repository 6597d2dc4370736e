import { QUESTION_CSV_COLUMNS } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planUsage } from '../../src/modules/billing/limits/planLimits.js';
import { ok } from '../helpers/examFixtures.js';
import { multipartFile } from '../helpers/files.js';
import { api, categoryId, createQuiz, demoTokens, quizBody, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { ageCycle, givePlan, questionCount } from './limitsFixtures.js';

let admins = 0;

/** Creation limits of an admin holding a plan (spec 000 §6, spec 001 §1 and §8; issue 7 "Limits"). */
describe.each(testDatabases())('plan limits on creation on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let category: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    category = await categoryId(t.db, 'Limits');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An admin who is not a demo account, holding a plan with these limits. */
  async function planAdmin(limits: Parameters<typeof givePlan>[2]) {
    const email = `limits-admin${++admins}-${kind}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const admin = await realAdmin(t, email);
    const paymentId = await givePlan(t.db, { userId: admin.userId, email }, limits);
    return { ...admin, email, paymentId, call: api(t, admin.token) };
  }
  const question = (quizTopicId: number, n: number) => ({
    quizTopicId,
    questionDetail: `Limits question number ${n}?`,
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: category,
    optionA: 'Yes',
    optionB: 'No',
    correctOption: ['A'],
  });
  const refusedWith = (res: LightMyRequestResponse, code: string) =>
    expect(refusal(res)).toMatchObject({ responseMsg: code, status: 'error', message: expect.any(String) });

  const csvRow = (n: number) =>
    [`Imported limits question ${n}?`, 1, 1, 1, category, 'Yes', 'No', '', '', '', 'Yes', ''].join(',');
  async function importCsv(token: string, quizTopicId: number, rows: number[]) {
    const text = `${QUESTION_CSV_COLUMNS.join(',')}\n${rows.map(csvRow).join('\n')}\n`;
    const body = await multipartFile('csv', 'questions.csv', text, 'text/plain');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadQuestionCsv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    const { dbPath } = ok<{ dbPath: string }>(upload);
    const res = await api(t, token).post('/Quiz/ReadQuestionUploadCsv', { path: dbPath, quizTopicId });
    return { res, dbPath };
  }

  it('allows assessments up to the plan count and refuses the next (assessmentLimitExceeded)', async () => {
    const admin = await planAdmin({ assessmentCount: 2 });
    await createQuiz(t, admin.token);
    await createQuiz(t, admin.token);
    const res = await admin.call.post('/Quiz/CreateQuizTopic', quizBody());
    refusedWith(res, 'assessmentLimitExceeded');
    expect(refusal(res).message).toBe('Assessment limit exceeded');
    expect((await planUsage(t.db, admin.userId)).used.assessmentsCreated).toBe(2);
    // Editing what exists is not creating.
    const created = await t.db
      .selectFrom('quiz_topic')
      .select(['quizTopicId', 'quizTitle'])
      .where('addedBy', '=', admin.userId)
      .executeTakeFirstOrThrow();
    ok(await admin.call.put('/Quiz/UpdateQuizTopic', { ...quizBody(), quizTopicId: created.quizTopicId }));
    // The site's own admins (no plan, the demo admin among them) are not limited.
    for (let i = 0; i < 3; i++) await createQuiz(t, tokens.admin);
  });

  it('counts the assessments of the current cycle only, and refuses creation once the cycle expired', async () => {
    const admin = await planAdmin({ assessmentCount: 1 });
    await createQuiz(t, admin.token);
    refusedWith(await admin.call.post('/Quiz/CreateQuizTopic', quizBody()), 'assessmentLimitExceeded');
    await ageCycle(t.db, admin.userId, admin.paymentId, 31);
    refusedWith(await admin.call.post('/Quiz/CreateQuizTopic', quizBody()), 'billingCycleExpired');
    await givePlan(t.db, admin, { assessmentCount: 1 });
    await createQuiz(t, admin.token);
    refusedWith(await admin.call.post('/Quiz/CreateQuizTopic', quizBody()), 'assessmentLimitExceeded');
  });

  it('allows questions up to the plan quota per assessment and refuses the next (maxQuestionQuota)', async () => {
    const admin = await planAdmin({ questionPerAssessmentCount: 3 });
    const quiz = await createQuiz(t, admin.token);
    for (let n = 1; n <= 3; n++) ok(await admin.call.post('/Quiz/CreateQuizQuestion', question(quiz, n)));
    const res = await admin.call.post('/Quiz/CreateQuizQuestion', question(quiz, 4));
    refusedWith(res, 'maxQuestionQuota');
    expect(refusal(res).message).toBe('Maximum question quota reached');
    expect(await questionCount(t.db, quiz)).toBe(3);
    // Editing a question adds none; deleting one makes room again.
    const ids = await t.db
      .selectFrom('quiz_question')
      .select('quizQuestionId')
      .where('quizTopicId', '=', quiz)
      .orderBy('quizQuestionId')
      .execute();
    ok(
      await admin.call.put('/Quiz/UpdateQuizQuestion', {
        ...question(quiz, 1),
        questionDetail: 'Limits question edited?',
        quizQuestionId: ids[0]!.quizQuestionId,
      }),
    );
    ok(await admin.call.delete(`/Quiz/DeleteSingleQuizQuestion/${ids[2]!.quizQuestionId}`));
    ok(await admin.call.post('/Quiz/CreateQuizQuestion', question(quiz, 5)));
    refusedWith(await admin.call.post('/Quiz/CreateQuizQuestion', question(quiz, 6)), 'maxQuestionQuota');
    // The demo admin adds to the same assessment without a quota.
    ok(await api(t, tokens.admin).post('/Quiz/CreateQuizQuestion', question(quiz, 7)));
  });

  it('refuses a whole import that would pass the question quota: nothing is imported', async () => {
    const admin = await planAdmin({ questionPerAssessmentCount: 4 });
    const quiz = await createQuiz(t, admin.token);
    ok(await admin.call.post('/Quiz/CreateQuizQuestion', question(quiz, 1)));
    const tooMany = await importCsv(admin.token, quiz, [1, 2, 3, 4]);
    refusedWith(tooMany.res, 'maxQuestionQuota');
    expect(await questionCount(t.db, quiz)).toBe(1);
    // The private import file is gone either way.
    expect(
      await t.db.selectFrom('uploaded_file').select('path').where('path', '=', tooMany.dbPath).executeTakeFirst(),
    ).toBeUndefined();
    const fits = await importCsv(admin.token, quiz, [1, 2, 3]);
    expect(ok(fits.res)).toMatchObject({ responseMsg: 'questionsImported', params: { count: 3 } });
    expect(await questionCount(t.db, quiz)).toBe(4);
    refusedWith((await importCsv(admin.token, quiz, [9])).res, 'maxQuestionQuota');
    expect(await questionCount(t.db, quiz)).toBe(4);
  });
});
