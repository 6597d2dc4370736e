import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerRows,
  attemptRow,
  examApi,
  liveQuiz,
  newCandidate,
  ok,
  startedAttempt,
} from '../helpers/examFixtures.js';
import { demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const options = { optionA: 'Alpha', optionB: 'Beta', optionC: 'Gamma' };

describe.each(testDatabases())('answers and grading on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Question-wise marks: single (Beta, 2), multiple (Alpha+Gamma, 3), single (Alpha, 1), single
   * (Gamma, 1.5), descriptive (4). Skipping and multiple answers allowed.
   */
  async function markedAttempt(quiz: Record<string, unknown> = {}) {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { quizMarkOptionId: 3, quizPassMarks: 5, allowMultipleAnswer: true, allowQuizSkip: true, ...quiz },
      [
        { ...options, correctOption: ['B'], perQuestionMark: 2 },
        { ...options, correctOption: ['A', 'C'], perQuestionMark: 3 },
        { ...options, correctOption: ['A'], perQuestionMark: 1 },
        { ...options, correctOption: ['C'], perQuestionMark: 1.5 },
        { questionTypeId: 2, perQuestionMark: 4, correctOption: [] },
      ],
    );
    const cand = await newCandidate(t);
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    const exam = examApi(t, cand.token);
    const answer = (i: number, userAnswer: string, extra: Record<string, unknown> = {}) =>
      exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: questionIds[i], userAnswer, ...extra });
    return { quizTopicId, questionIds, cand, attemptId, exam, answer };
  }

  it('refuses empty, foreign, several-when-single and skipped-when-not-allowed answers', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(t, adminToken, {}, [
      options,
      { questionTypeId: 2, correctOption: [] },
    ]);
    const cand = await newCandidate(t);
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    const exam = examApi(t, cand.token);
    const send = (i: number, body: Record<string, unknown>) =>
      exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: questionIds[i], ...body });
    const code = async (i: number, body: Record<string, unknown>) => refusal(await send(i, body)).responseMsg;

    expect(refusal(await send(0, { userAnswer: '' })).message).toBe('Empty answer!');
    expect(await code(0, { userAnswer: ' ##### ' })).toBe('emptyAnswer');
    expect(await code(1, { userAnswer: '  \n ' })).toBe('emptyAnswer');
    expect(await code(0, { userAnswer: 'Delta' })).toBe('invalidOption');
    expect(await code(0, { userAnswer: 'Beta#####Delta' })).toBe('invalidOption');
    const several = refusal(await send(0, { userAnswer: 'Alpha#####Beta' }));
    expect(several).toMatchObject({ responseMsg: 'multipleAnswerNotAllowed', message: 'Multiple answer not allowed!' });
    expect(await code(0, { userAnswer: '', isAnswerSkipped: true })).toBe('skipNotAllowed');
    expect((await send(1, { userAnswer: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect(await answerRows(t.db, attemptId)).toEqual([]);

    // A question of another assessment, or another candidate's attempt: not found, nothing stored.
    const other = await liveQuiz(t, adminToken);
    expect(
      (
        await exam.answer({
          quizResponseInitialId: attemptId,
          quizQuestionId: other.questionIds[0],
          userAnswer: 'Second',
        })
      ).statusCode,
    ).toBe(404);
    const stranger = examApi(t, (await newCandidate(t)).token);
    expect(
      (await stranger.answer({ quizResponseInitialId: attemptId, quizQuestionId: questionIds[0], userAnswer: 'Beta' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.check(attemptId)).statusCode).toBe(404);
    expect((await stranger.finish(attemptId)).statusCode).toBe(404);
    expect(await answerRows(t.db, attemptId)).toEqual([]);
    expect((await attemptRow(t.db, attemptId)).finishedAt).toBeNull();

    // The same answer with surrounding spaces and a repeated part is taken (stored normalised).
    ok(await send(0, { userAnswer: ' Beta #####Beta' }));
    expect((await answerRows(t.db, attemptId))[0]).toMatchObject({ userAnswer: 'Beta', userObtainedQuestionMark: 5 });
  });

  it('grades on the server from the stored question, whatever the client claims', async () => {
    const { attemptId, answer } = await markedAttempt();
    const saved = ok(await answer(0, 'Beta', { correctAnswer: 'Alpha', questionMark: 100, pointerLeaveCount: 2 }));
    expect(saved).toMatchObject({
      responseMsg: 'answerSaved',
      nextSerial: 1,
      totalQuestions: 5,
      deadlineAt: expect.any(String),
    });
    ok(await answer(1, 'Gamma#####Alpha', { visibilitychangeCount: 1 }));
    ok(await answer(2, 'Beta', { userObtainedQuestionMark: 1, pointerLeaveCount: 3, visibilitychangeCount: 4 }));
    ok(await answer(3, '', { isAnswerSkipped: true }));
    ok(await answer(4, '  A long essay.  '));
    const rows = await answerRows(t.db, attemptId);
    expect(
      rows.map((r) => [
        r.serial,
        r.userAnswer,
        r.isAnswerSkipped,
        r.questionMark,
        r.userObtainedQuestionMark,
        r.isExamined,
      ]),
    ).toEqual([
      [0, 'Beta', 0, 2, 2, 1],
      [1, 'Gamma#####Alpha', 0, 3, 3, 1],
      [2, 'Beta', 0, 1, 0, 1],
      [3, '', 1, 1.5, 0, 1],
      [4, 'A long essay.', 0, 4, 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ correctAnswer: 'Beta', pointerLeaveCount: 2, visibilitychangeCount: null });
    expect(rows[1]!.correctAnswer).toBe('Alpha#####Gamma');
  });

  it('counts a multiple answer right only when the chosen set equals the correct set', async () => {
    const { attemptId, answer } = await markedAttempt();
    const marksOf = async () => (await answerRows(t.db, attemptId))[0]!.userObtainedQuestionMark;
    for (const [given, marks] of [
      ['Alpha', 0],
      ['Alpha#####Beta#####Gamma', 0],
      ['Alpha#####Beta', 0],
      ['Gamma#####Alpha', 3],
    ] as const) {
      ok(await answer(1, given));
      expect(await marksOf(), given).toBe(marks);
    }
  });

  it('replaces an earlier answer to the same question instead of counting it twice', async () => {
    const { attemptId, answer, exam, quizTopicId } = await markedAttempt();
    ok(await answer(0, 'Alpha', { pointerLeaveCount: 5 }));
    ok(await answer(0, 'Beta', { pointerLeaveCount: 1 }));
    ok(await answer(0, 'Beta', { pointerLeaveCount: 1 }));
    const rows = await answerRows(t.db, attemptId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userAnswer: 'Beta', userObtainedQuestionMark: 2, pointerLeaveCount: 1 });
    expect(ok(await exam.question(quizTopicId, 0)).savedAnswer).toBe('Beta');
    expect(ok(await exam.question(quizTopicId, 1)).savedAnswer).toBeNull();

    ok(await exam.finish(attemptId));
    const attempt = await attemptRow(t.db, attemptId);
    expect(attempt).toMatchObject({ userObtainedQuizMark: 2, pointerLeaveCountSum: 1, currentSerial: 1 });
  });

  it('finishing stores skipped rows for unanswered questions, sums the counts and waits for descriptive grading', async () => {
    const { attemptId, answer, exam, questionIds } = await markedAttempt();
    ok(await answer(0, 'Beta', { pointerLeaveCount: 2, visibilitychangeCount: 1 }));
    ok(await answer(1, 'Alpha#####Gamma', { pointerLeaveCount: null, visibilitychangeCount: 3 }));
    ok(await answer(4, 'Essay', { pointerLeaveCount: 1 }));
    expect(ok(await exam.check(attemptId))).toBe(false);

    const finished = ok(await exam.finish(attemptId));
    expect(finished).toEqual({ responseMsg: 'examFinished', quizResponseInitialId: attemptId });
    const rows = await answerRows(t.db, attemptId);
    expect(rows.map((r) => [r.quizQuestionId, r.isAnswerSkipped, r.userAnswer, r.userObtainedQuestionMark])).toEqual([
      [questionIds[0], 0, 'Beta', 2],
      [questionIds[1], 0, 'Alpha#####Gamma', 3],
      [questionIds[2], 1, '', 0],
      [questionIds[3], 1, '', 0],
      [questionIds[4], 0, 'Essay', 0],
    ]);
    expect(rows[2]).toMatchObject({ questionMark: 1, correctAnswer: 'Alpha', isExamined: 1, pointerLeaveCount: null });
    expect(rows[1]).toMatchObject({ pointerLeaveCount: null, visibilitychangeCount: 3 });
    const attempt = await attemptRow(t.db, attemptId);
    expect(attempt).toMatchObject({
      userObtainedQuizMark: 5,
      quizMark: 11.5,
      pointerLeaveCountSum: 3,
      visibilitychangeCountSum: 4,
      isExamined: 0,
      finishedAt: expect.any(String),
    });
    expect(attempt.timeTaken).toBeGreaterThanOrEqual(0);
    expect(attempt.timeTaken).toBeLessThan(1);

    // Finishing again answers the same and changes nothing; the attempt takes no more answers.
    expect(ok(await exam.finish(attemptId))).toEqual(finished);
    expect(await answerRows(t.db, attemptId)).toHaveLength(5);
    expect(await attemptRow(t.db, attemptId)).toEqual(attempt);
    expect(refusal(await answer(2, 'Alpha')).responseMsg).toBe('attemptClosed');
    expect(refusal(await exam.question(attempt.quizTopicId, 0)).responseMsg).toBe('attemptClosed');
    expect(ok(await exam.check(attemptId))).toBe(true);
  });

  it('marks an attempt examined when nothing waits for grading, with marks capped at the total', async () => {
    const { attemptId, answer, exam } = await markedAttempt();
    for (const [i, a] of [
      [0, 'Beta'],
      [1, 'Alpha#####Gamma'],
      [2, 'Alpha'],
      [3, 'Gamma'],
    ] as const)
      ok(await answer(i, a));
    ok(await answer(4, '', { isAnswerSkipped: true }));
    // An attempt whose total was snapshotted lower than its questions' marks still shows at most the total.
    await t.db
      .updateTable('quiz_attempt')
      .set({ quizMark: 6 })
      .where('quizResponseInitialId', '=', attemptId)
      .execute();
    ok(await exam.finish(attemptId));
    expect(await attemptRow(t.db, attemptId)).toMatchObject({ isExamined: 1, userObtainedQuizMark: 6 });
  });

  it('gives surveys no marks, no time and nothing pending', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0, allowMultipleInputByUser: true },
      [options, { questionTypeId: 2, correctOption: [] }, options],
    );
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attempt = ok(await exam.start(quizTopicId));
    expect(attempt).toMatchObject({ deadlineAt: null, quizTime: 0, allowMultipleSelection: true, quizTotalMarks: 0 });
    const id = attempt.quizResponseInitialId;
    ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[0], userAnswer: 'Alpha#####Beta' }));
    ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[1], userAnswer: 'Fine course' }));
    ok(await exam.finish(id));
    const rows = await answerRows(t.db, id);
    expect(
      rows.map((r) => [r.userAnswer, r.isAnswerSkipped, r.questionMark, r.userObtainedQuestionMark, r.isExamined]),
    ).toEqual([
      ['Alpha#####Beta', 0, 0, 0, 1],
      ['Fine course', 0, 0, 0, 1],
      ['', 1, 0, 0, 1],
    ]);
    expect(await attemptRow(t.db, id)).toMatchObject({ timeTaken: 0, userObtainedQuizMark: 0, isExamined: 1 });
  });
});
