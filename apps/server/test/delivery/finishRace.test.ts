import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRows, attemptRow, examApi, liveQuiz, newCandidate, startedAttempt } from '../helpers/examFixtures.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const options = { optionA: 'Alpha', optionB: 'Beta', optionC: 'Gamma', optionD: 'Delta' };

// A finish claims the attempt's row (claimFinish) and totals what was stored before it; answers that
// arrive with it are either stored and counted, or refused: never stored and left out of the totals.
describe.each(testDatabases())('finishing while answers arrive on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts every acknowledged answer once, and two finishes at once finish the attempt once', async () => {
    const questions = Array.from({ length: 8 }, () => ({
      ...options,
      correctOption: ['B' as const],
      perQuestionMark: 1,
    }));
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { quizMarkOptionId: 3, quizPassMarks: 1, allowQuizSkip: true },
      questions,
    );
    const cand = await newCandidate(t);
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    const exam = examApi(t, cand.token);

    const answers = questionIds.map((quizQuestionId) =>
      exam.answer({ quizResponseInitialId: attemptId, quizQuestionId, userAnswer: 'Beta', pointerLeaveCount: 1 }),
    );
    const finishes = [exam.finish(attemptId), exam.finish(attemptId)];
    const answered = await Promise.all(answers);
    const finished = await Promise.all(finishes);

    expect(finished.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(finished[0]!.json()).toEqual(finished[1]!.json());
    const acknowledged = answered.filter((r) => r.statusCode === 200).length;
    // A refused answer is the attempt-closed refusal, never an error.
    expect(answered.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 202)).toBe(true);

    const rows = await answerRows(t.db, attemptId);
    expect(rows).toHaveLength(questionIds.length);
    const stored = rows.filter((r) => r.isAnswerSkipped === 0);
    expect(stored).toHaveLength(acknowledged);
    const attempt = await attemptRow(t.db, attemptId);
    expect(attempt.finishedAt).not.toBeNull();
    expect(attempt).toMatchObject({ userObtainedQuizMark: acknowledged, pointerLeaveCountSum: acknowledged });
  });
});
