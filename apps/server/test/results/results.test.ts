import { ANSWER_GRACE_SECONDS, DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz, newCandidate, ok, shiftAttempt } from '../helpers/examFixtures.js';
import { demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const options = { optionA: 'Red', optionB: 'Green', optionC: 'Blue' };

describe.each(testDatabases())('result sheet calls on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A finished attempt of a two-question assessment (one right, one left unanswered) by a new candidate. */
  async function finishedAttempt(quiz: Record<string, unknown> = {}, questions = 2) {
    const made = await liveQuiz(
      t,
      tokens.admin,
      { quizTotalMarks: 8, quizPassMarks: 4, ...quiz },
      Array.from({ length: questions }, (_, i) => ({
        ...options,
        correctOption: ['B'],
        answerExplanation: `Because ${i}`,
      })),
    );
    const cand = await newCandidate(t, 'result');
    const exam = examApi(t, cand.token);
    const id = ok(await exam.start(made.quizTopicId)).quizResponseInitialId as number;
    ok(
      await exam.answer({
        quizResponseInitialId: id,
        quizQuestionId: made.questionIds[0],
        userAnswer: 'Green',
        pointerLeaveCount: 2,
        visibilitychangeCount: 1,
      }),
    );
    return { ...made, cand, exam, id, finish: async () => ok(await exam.finish(id)) };
  }

  it('answers the result row of the candidate’s own finished attempt', async () => {
    const { cand, exam, id, finish, quizTopicId } = await finishedAttempt({ allowCorrectOption: true });
    await finish();
    expect(ok(await exam.info(id))).toEqual({
      quizResponseInitialId: id,
      userId: cand.userId,
      fullName: 'Test Candidate',
      email: cand.email,
      quizTopicId,
      quizTitle: expect.any(String),
      timeTaken: expect.any(Number),
      quizMark: 8,
      userObtainedQuizMark: 4,
      quizPassMarks: 4,
      quizTime: 20,
      quizMarkOptionId: 1,
      isExamined: true,
      attemptCount: 1,
      dateAdded: expect.any(String),
      certificateTemplateId: null,
      pointerLeaveCountSum: 2,
      visibilitychangeCountSum: 1,
      allowCorrectOption: true,
      allowAnswerExplation: false,
    });
  });

  it('lists the answers in the order shown, hiding what the assessment does not allow from candidates only', async () => {
    const hidden = await finishedAttempt();
    await hidden.finish();
    const rows = ok<any[]>(await hidden.exam.result(hidden.id));
    expect(rows).toEqual([
      {
        quizResponseDetailId: expect.any(Number),
        quizQuestionId: hidden.questionIds[0],
        questionTypeId: 1,
        questionDetail: expect.any(String),
        userAnswer: 'Green',
        correctAnswer: '',
        isAnswerSkipped: false,
        questionMark: 4,
        userObtainedQuestionMark: 4,
        isExamined: true,
        pointerLeaveCount: 2,
        visibilitychangeCount: 1,
        answerExplanation: '',
        isCodeSnippet: false,
        feedback: null,
        // Issue 22: the answer as readable text (option texts read as they are) and the fraction scored.
        answerText: 'Green',
        fraction: 1,
        // Issue 22: the answer part by part, marked as it scored; no key for this candidate.
        display: { layout: 'options', parts: [{ text: 'Green', mark: 'right' }] },
      },
      expect.objectContaining({
        quizQuestionId: hidden.questionIds[1],
        userAnswer: '',
        isAnswerSkipped: true,
        correctAnswer: '',
        answerExplanation: '',
        pointerLeaveCount: null,
        visibilitychangeCount: null,
        display: { layout: 'options', parts: [] },
      }),
    ]);
    // A code-snippet question's answers say so (issue 20: the sheet renders them as the exam did).
    await t.db
      .updateTable('quiz_question')
      .set({ isCodeSnippet: 1 })
      .where('quizQuestionId', '=', hidden.questionIds[0]!)
      .execute();
    const flags = ok<any[]>(await hidden.exam.result(hidden.id)).map((r) => r.isCodeSnippet);
    expect(flags).toEqual([true, false]);
    // Admins always see the correct answers and explanations.
    const forAdmin = ok<any[]>(await examApi(t, tokens.admin).result(hidden.id));
    expect(forAdmin.map((r) => [r.correctAnswer, r.answerExplanation])).toEqual([
      ['Green', 'Because 0'],
      ['Green', 'Because 1'],
    ]);
    expect(forAdmin[0].display.key).toEqual([{ entries: [{ text: 'Green', fraction: 1 }] }]);

    const shown = await finishedAttempt(
      { allowCorrectOption: true, allowAnswerExplation: true, allowQuestionSuffle: true },
      4,
    );
    await shown.finish();
    const shownRows = ok<any[]>(await shown.exam.result(shown.id));
    const order = ok<{ quizQuestionId: number }[]>(await shown.exam.order(shown.quizTopicId)).map(
      (o) => o.quizQuestionId,
    );
    expect(shownRows.map((r) => r.quizQuestionId)).toEqual(order);
    expect(shownRows.every((r) => r.correctAnswer === 'Green' && r.answerExplanation.startsWith('Because'))).toBe(true);
  });

  it('has no result while the attempt is open, and closes an overdue attempt before answering', async () => {
    const { exam, id } = await finishedAttempt();
    for (const res of [await exam.info(id), await exam.result(id), await examApi(t, tokens.admin).info(id)]) {
      expect(refusal(res)).toMatchObject({
        responseMsg: 'attemptStillOpen',
        message: 'This attempt is still in progress',
      });
    }
    await shiftAttempt(t.db, id, 20 * 60 + ANSWER_GRACE_SECONDS + 5);
    expect(ok(await exam.info(id))).toMatchObject({ timeTaken: 20, userObtainedQuizMark: 4, isExamined: true });
    expect(ok<any[]>(await exam.result(id))).toHaveLength(2);
  });

  it('shows a result to its candidate and to admins only', async () => {
    const { id, finish } = await finishedAttempt();
    await finish();
    const demo = examApi(t, tokens.candidate);
    expect((await demo.info(id)).statusCode).toBe(403);
    expect((await demo.result(id)).statusCode).toBe(403);
    expect((await demo.info(987_654)).statusCode).toBe(404);
    const anonymous = examApi(t, '');
    expect((await anonymous.info(id)).statusCode).toBe(401);
    expect((await anonymous.result(id)).statusCode).toBe(401);

    const other = await realAdmin(t, `results-admin-${kind}@example.com`);
    expect(ok(await examApi(t, other.token).info(id)).quizResponseInitialId).toBe(id);
    const superAdmin = await t.login(DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
    expect(ok<any[]>(await examApi(t, superAdmin).result(id))[0].correctAnswer).toBe('Green');
  });

  it('marks a result with descriptive answers not examined until they are graded', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(t, tokens.admin, {}, [
      options,
      { questionTypeId: 2, correctOption: [] },
    ]);
    const cand = await newCandidate(t, 'essay');
    const exam = examApi(t, cand.token);
    const id = ok(await exam.start(quizTopicId)).quizResponseInitialId as number;
    ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[1], userAnswer: 'An essay' }));
    ok(await exam.finish(id));
    expect(ok(await exam.info(id))).toMatchObject({ isExamined: false, userObtainedQuizMark: 0 });
    expect(ok<any[]>(await exam.result(id)).map((r) => [r.isAnswerSkipped, r.isExamined])).toEqual([
      [true, true],
      [false, false],
    ]);
  });
});
