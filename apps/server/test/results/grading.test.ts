import { FEEDBACK_MAX, resultStatus } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerRows,
  attemptRow,
  examApi,
  liveQuiz,
  newCandidate,
  ok,
  shiftAttempt,
  startedAttempt,
} from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const options = { optionA: 'First', optionB: 'Second', correctOption: ['B'] as ['B'] };
/** An essay question with its model answer (the explanation the examiner reads while grading). */
const essay = (perQuestionMark: number) => ({
  questionTypeId: 2,
  perQuestionMark,
  correctOption: [],
  answerExplanation: `A model answer worth ${perQuestionMark}`,
});

describe.each(testDatabases())('manual grading on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = () => api(t, tokens.admin);
  const grade = (answerId: number, marks: string | number, token = tokens.admin) =>
    api(t, token).put(`/Report/UpdateMarksObtain/${answerId}/${marks}`, {});

  /**
   * Question-wise marks: a choice worth 2 (answered right) and two essays worth 3 and 5, answered
   * through the exam routes. Finished unless `finish` is false.
   */
  async function essayAttempt(finish = true, quiz: Record<string, unknown> = {}) {
    const made = await liveQuiz(t, tokens.admin, { quizMarkOptionId: 3, quizPassMarks: 6, quizTime: 20, ...quiz }, [
      { ...options, perQuestionMark: 2 },
      essay(3),
      essay(5),
    ]);
    const cand = await newCandidate(t, 'graded');
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, made.quizTopicId);
    const texts = ['Second', 'An essay about rivers', 'An essay about mountains'];
    for (const [i, userAnswer] of texts.entries())
      ok(await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: made.questionIds[i], userAnswer }));
    if (finish) ok(await exam.finish(attemptId));
    const answers = await answerRows(t.db, attemptId);
    const essays = answers.filter((a) => a.questionTypeId === 2);
    return { ...made, cand, exam, attemptId, answers, essays };
  }

  it('lists the pending descriptive answers of a finished attempt in the order shown, under both paths', async () => {
    const { attemptId, essays } = await essayAttempt();
    const expected = essays.map((a) => ({
      quizResponseDetailId: a.quizResponseDetailId,
      quizQuestionId: a.quizQuestionId,
      questionTypeId: 2,
      questionDetail: a.questionDetail,
      userAnswer: a.userAnswer,
      correctAnswer: '',
      isAnswerSkipped: false,
      questionMark: a.questionMark,
      userObtainedQuestionMark: 0,
      isExamined: false,
      pointerLeaveCount: a.pointerLeaveCount,
      visibilitychangeCount: a.visibilitychangeCount,
      answerExplanation: `A model answer worth ${a.questionMark}`,
      isCodeSnippet: false,
      feedback: null,
      // Issue 22: the answer as readable text (a typed answer reads as it is) and no fraction before a mark.
      answerText: a.userAnswer,
      fraction: null,
      // The written text, unmarked until the examiner marks it; no key.
      display: { layout: 'text', parts: [{ text: a.userAnswer.trim() }], key: [] },
    }));
    expect(expected.map((a) => a.questionMark)).toEqual([3, 5]);
    expect(ok(await admin().get(`/Report/GetResultByTopic/${attemptId}`))).toEqual(expected);
    expect(ok(await admin().get(`/Report/GetPendingExamine/${attemptId}`))).toEqual(expected);
    expect((await admin().get('/Report/GetPendingExamine/999999')).statusCode).toBe(404);
  });

  it('refuses marks that are empty, negative, not numbers or above the question’s mark, changing nothing', async () => {
    const { attemptId, essays, answers } = await essayAttempt();
    const first = essays[0]!.quizResponseDetailId;
    expect(refusal(await grade(first, -1)).responseMsg).toBe('markCanNotBeLessZero');
    expect(refusal(await grade(first, '')).responseMsg).toBe('markCanNotBeLessZero');
    expect(refusal(await grade(first, '%20')).responseMsg).toBe('markCanNotBeLessZero');
    // Only plain decimals: nothing JavaScript's Number() would also read (issue 20: 0x2 was marked as 2).
    const words = ['abc', '2x', 'Infinity', '-Infinity', 'NaN', '1_000', '2,5', '9'.repeat(41)];
    const jsNumbers = ['0x2', '0b10', '0o7', '1e1', '2E0', '+2', '.5', '2.'];
    const spaced = ['%202', '2%20', '%0A2', '2%09', '1%2F2'];
    const notPlain = [...words, ...jsNumbers, ...spaced];
    for (const bad of notPlain) {
      const res = await grade(first, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        responseMsg: 'validationFailed',
        issues: [{ path: 'params.marks', message: 'marksMustBeNumber' }],
      });
    }
    const over = refusal(await grade(first, 3.01));
    expect(over).toMatchObject({
      responseMsg: 'marksObtaincannotgreaterthanQuestionMarks',
      message: expect.any(String),
    });
    // Only given descriptive answers are graded: the choice answer and unknown ids are not found.
    const choice = answers.find((a) => a.questionTypeId === 1)!.quizResponseDetailId;
    expect((await grade(choice, 1)).statusCode).toBe(404);
    expect((await grade(999999, 1)).statusCode).toBe(404);
    expect(await answerRows(t.db, attemptId)).toEqual(answers);
    expect((await attemptRow(t.db, attemptId)).isExamined).toBe(0);
  });

  it('examines the attempt once its last pending answer is graded, with the totals recomputed, and allows re-grading', async () => {
    const { attemptId, essays, cand } = await essayAttempt();
    const [first, second] = essays.map((a) => a.quizResponseDetailId) as [number, number];
    expect((await attemptRow(t.db, attemptId)).userObtainedQuizMark).toBe(2);

    expect(ok(await grade(first, 2.5))).toEqual({
      responseMsg: attemptId,
      userObtainedQuizMark: 4.5,
      isExamined: false,
      pendingCount: 1,
    });
    expect(
      ok(await admin().get(`/Report/GetPendingExamine/${attemptId}`)).map((a: any) => a.quizResponseDetailId),
    ).toEqual([second]);
    const pendingInfo = ok(await examApi(t, cand.token).info(attemptId));
    expect(resultStatus(pendingInfo)).toBe('pending');

    expect(ok(await grade(second, '5'))).toEqual({
      responseMsg: attemptId,
      userObtainedQuizMark: 9.5,
      isExamined: true,
      pendingCount: 0,
    });
    expect(ok(await admin().get(`/Report/GetResultByTopic/${attemptId}`))).toEqual([]);
    const info = ok(await examApi(t, cand.token).info(attemptId));
    expect(info).toMatchObject({ isExamined: true, userObtainedQuizMark: 9.5, quizMark: 10 });
    expect(resultStatus(info)).toBe('passed');
    const stored = await answerRows(t.db, attemptId);
    expect(stored.filter((a) => a.questionTypeId === 2).map((a) => [a.userObtainedQuestionMark, a.isExamined])).toEqual(
      [
        [2.5, 1],
        [5, 1],
      ],
    );

    // Re-grading replaces the mark; the attempt stays examined and may fail now.
    expect(ok(await grade(first, 0))).toEqual({
      responseMsg: attemptId,
      userObtainedQuizMark: 7,
      isExamined: true,
      pendingCount: 0,
    });
    expect(ok(await grade(second, 0))).toMatchObject({ userObtainedQuizMark: 2, isExamined: true });
    expect(resultStatus(ok(await examApi(t, cand.token).info(attemptId)))).toBe('failed');
  });

  it('totals both marks when two answers of one attempt are graded at the same moment', async () => {
    const { attemptId, essays } = await essayAttempt();
    const [a, b] = await Promise.all([
      grade(essays[0]!.quizResponseDetailId, 3),
      grade(essays[1]!.quizResponseDetailId, 4),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const attempt = await attemptRow(t.db, attemptId);
    expect([attempt.userObtainedQuizMark, attempt.isExamined]).toEqual([9, 1]);
    // The later of the two answers saw the other's mark.
    expect(Math.max(a.json().userObtainedQuizMark, b.json().userObtainedQuizMark)).toBe(9);
  });

  it('accepts plain decimals only, read as written', async () => {
    const { essays } = await essayAttempt();
    const first = essays[0]!.quizResponseDetailId;
    for (const [text, value] of [
      ['2', 2],
      ['2.5', 2.5],
      ['0.25', 0.25],
      ['0', 0],
      ['003', 3],
      ['1.005', 1.01],
    ] as const) {
      expect(ok(await grade(first, text)), text).toMatchObject({ userObtainedQuizMark: 2 + value });
      const stored = (await answerRows(t.db, essays[0]!.quizResponseInitialId)).find(
        (a) => a.quizResponseDetailId === first,
      );
      expect(stored!.userObtainedQuestionMark, text).toBe(value);
    }
  });

  it('saves the examiner’s feedback with the mark; the candidate reads it with the answers', async () => {
    const { attemptId, essays, cand } = await essayAttempt();
    const [first, second] = essays.map((a) => a.quizResponseDetailId) as [number, number];
    const withFeedback = (id: number, marks: number, body: unknown) =>
      admin().put(`/Report/UpdateMarksObtain/${id}/${marks}`, body);
    const feedbackOf = async (token: string, id: number) =>
      ok<{ quizResponseDetailId: number; feedback: string | null }[]>(
        await api(t, token).get(`/Report/GetFinishedExamResult/${attemptId}`),
      ).find((a) => a.quizResponseDetailId === id)!.feedback;

    // Markup and line breaks are stored as written (the screens show text as text); spaces around are trimmed.
    const text = '  Good <b>start</b>;\nname the $H_2O$ cycle.  ';
    expect(ok(await withFeedback(first, 2, { feedback: text }))).toMatchObject({ pendingCount: 1 });
    const pending = ok(await admin().get(`/Report/GetPendingExamine/${attemptId}`));
    expect(pending.map((a: { feedback: string | null }) => a.feedback)).toEqual([null]);
    await withFeedback(second, 4, { feedback: 'Clear and complete.' });
    expect(await feedbackOf(cand.token, first)).toBe(text.trim());
    expect(await feedbackOf(tokens.admin, second)).toBe('Clear and complete.');

    // Without the field (the spec's call) the feedback stays; an empty text removes it.
    ok(await grade(first, 1));
    expect(await feedbackOf(cand.token, first)).toBe(text.trim());
    ok(await withFeedback(first, 1, { feedback: '   ' }));
    expect(await feedbackOf(cand.token, first)).toBeNull();

    // Too long, or not a text: 400, nothing changes.
    const before = await answerRows(t.db, attemptId);
    const long = await withFeedback(second, 1, { feedback: 'x'.repeat(FEEDBACK_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ issues: [{ path: 'body.feedback', message: 'tooLong' }] });
    expect((await withFeedback(second, 1, { feedback: 42 })).statusCode).toBe(400);
    expect(await answerRows(t.db, attemptId)).toEqual(before);
    ok(await withFeedback(second, 1, { feedback: 'y'.repeat(FEEDBACK_MAX) }));
  });

  it('caps the total at the attempt’s marks', async () => {
    const { attemptId, essays } = await essayAttempt();
    // A total below the sum of the answers' marks (the assessment's marks were lowered after the start).
    await t.db
      .updateTable('quiz_attempt')
      .set({ quizMark: 8 })
      .where('quizResponseInitialId', '=', attemptId)
      .execute();
    expect(ok(await grade(essays[0]!.quizResponseDetailId, 3))).toMatchObject({ userObtainedQuizMark: 5 });
    expect(ok(await grade(essays[1]!.quizResponseDetailId, 5))).toMatchObject({ userObtainedQuizMark: 8 });
    expect((await attemptRow(t.db, attemptId)).userObtainedQuizMark).toBe(8);
  });

  it('refuses an attempt still under way, and finishes one past its deadline before grading it', async () => {
    const open = await essayAttempt(false);
    const essayId = open.essays[0]!.quizResponseDetailId;
    expect(refusal(await grade(essayId, 1)).responseMsg).toBe('attemptStillOpen');
    expect(refusal(await admin().get(`/Report/GetPendingExamine/${open.attemptId}`)).responseMsg).toBe(
      'attemptStillOpen',
    );
    expect((await attemptRow(t.db, open.attemptId)).finishedAt).toBeNull();

    // 21 minutes later (past the 20-minute timer and its grace) the attempt is over: grading finishes it.
    await shiftAttempt(t.db, open.attemptId, 21 * 60);
    expect(ok(await grade(essayId, 1))).toMatchObject({
      responseMsg: open.attemptId,
      isExamined: false,
      pendingCount: 1,
    });
    const finished = await attemptRow(t.db, open.attemptId);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.userObtainedQuizMark).toBe(3);
  });

  it('is for admins only', async () => {
    const { attemptId, essays } = await essayAttempt();
    const id = essays[0]!.quizResponseDetailId;
    const cand = await newCandidate(t, 'nosy');
    for (const token of [tokens.candidate, cand.token]) {
      expect((await api(t, token).get(`/Report/GetResultByTopic/${attemptId}`)).statusCode).toBe(403);
      expect((await api(t, token).get(`/Report/GetPendingExamine/${attemptId}`)).statusCode).toBe(403);
      expect((await grade(id, 1, token)).statusCode).toBe(403);
    }
    expect((await api(t, null).get(`/Report/GetPendingExamine/${attemptId}`)).statusCode).toBe(401);
    expect((await api(t, null).put(`/Report/UpdateMarksObtain/${id}/1`, {})).statusCode).toBe(401);
    expect((await attemptRow(t.db, attemptId)).isExamined).toBe(0);
  });
});
