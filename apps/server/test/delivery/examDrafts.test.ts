// Issue 20, exam day: the answer on screen counts (drafts kept on the server and scored when the attempt
// ends without a submit), and an earlier attempt's key stays hidden while another attempt is open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOverdueAttempts } from '../../src/modules/delivery/exam/sweep.js';
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

const options = { optionA: 'Yes', optionB: 'No', optionC: 'Maybe' };

describe.each(testDatabases())('the answer on screen on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A timed two-question assessment (marks 2 and 3, a choice and a descriptive one) and a started attempt. */
  async function timedAttempt(quiz: Record<string, unknown> = {}) {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { quizMarkOptionId: 3, quizTime: 2, quizPassMarks: 1, allowQuizStop: true, ...quiz },
      [
        { ...options, correctOption: ['A'], perQuestionMark: 2 },
        { questionTypeId: 2, perQuestionMark: 3, correctOption: [] },
      ],
    );
    const cand = await newCandidate(t);
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    const exam = examApi(t, cand.token);
    const draft = (i: number, userAnswer: string) =>
      exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: questionIds[i], userAnswer, isDraft: true });
    const submit = (i: number, userAnswer: string) =>
      exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: questionIds[i], userAnswer });
    return { quizTopicId, questionIds, cand, attemptId, exam, draft, submit };
  }

  it('keeps the selection on screen durably without moving on, and scores it when the time runs out', async () => {
    const { quizTopicId, attemptId, exam, draft } = await timedAttempt();
    // The candidate selects "No", then changes their mind to "Yes", and never presses Submit.
    const first = ok(await draft(0, 'No'));
    expect(first).toMatchObject({ responseMsg: 'draftSaved', nextSerial: 0, totalQuestions: 2 });
    ok(await draft(0, 'Yes'));
    // Idempotent: the same draft again changes nothing.
    ok(await draft(0, 'Yes'));
    expect((await attemptRow(t.db, attemptId)).currentSerial).toBe(0);
    const rows = await answerRows(t.db, attemptId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userAnswer: 'Yes', isDraft: 1, isAnswerSkipped: 0, userObtainedQuestionMark: 2 });
    // A reload resumes on the same question, with the on-screen answer.
    expect(ok(await exam.question(quizTopicId, 0))).toMatchObject({ savedAnswer: 'Yes' });

    // The time runs out: the sweep closes the attempt after the grace.
    await shiftAttempt(t.db, attemptId, 3 * 60);
    expect(await sweepOverdueAttempts(t.db)).toBeGreaterThanOrEqual(1);
    const finished = await attemptRow(t.db, attemptId);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.userObtainedQuizMark).toBe(2);
    const after = await answerRows(t.db, attemptId);
    expect(after.map((r) => [r.userAnswer, r.isAnswerSkipped, r.isDraft])).toEqual([
      ['Yes', 0, 0],
      ['', 1, 0],
    ]);
    const sheet = ok<{ userAnswer: string; isAnswerSkipped: boolean }[]>(await exam.result(attemptId));
    expect(sheet[0]).toMatchObject({ userAnswer: 'Yes', isAnswerSkipped: false });
  });

  it('counts the typed text when the candidate stops, and the submitted answer wins over a late draft', async () => {
    const { attemptId, exam, draft, submit } = await timedAttempt();
    ok(await draft(0, 'Maybe'));
    // Submit replaces the draft and moves on; a draft that arrives late must not overwrite it.
    expect(ok(await submit(0, 'Yes')).nextSerial).toBe(1);
    expect(ok(await draft(0, 'No')).responseMsg).toBe('draftNotKept');
    // Typing in the descriptive box, then Stop.
    ok(await draft(1, 'Photosynthesis turns light'));
    ok(await draft(1, '  Photosynthesis turns light into sugar  '));
    ok(await exam.finish(attemptId));
    const rows = await answerRows(t.db, attemptId);
    expect(rows.map((r) => [r.userAnswer, r.isDraft, r.isExamined])).toEqual([
      ['Yes', 0, 1],
      ['Photosynthesis turns light into sugar', 0, 0],
    ]);
    const attempt = await attemptRow(t.db, attemptId);
    // The descriptive answer waits for a grader: the attempt is pending, not "skipped".
    expect(attempt.isExamined).toBe(0);
    expect(attempt.userObtainedQuizMark).toBe(2);
    // After the attempt ended, a draft is refused like an answer.
    expect(refusal(await draft(1, 'more')).responseMsg).toBe('attemptClosed');
  });

  it('an emptied draft counts as skipped even where Skip is not allowed; invalid drafts are refused', async () => {
    const { attemptId, exam, draft } = await timedAttempt({ allowQuizSkip: false });
    expect(refusal(await draft(0, 'Perhaps')).responseMsg).toBe('invalidOption');
    expect(refusal(await draft(0, 'Yes#####No')).responseMsg).toBe('multipleAnswerNotAllowed');
    ok(await draft(0, 'No'));
    ok(await draft(0, ''));
    const [row] = await answerRows(t.db, attemptId);
    expect(row).toMatchObject({ userAnswer: '', isAnswerSkipped: 1, isDraft: 1, userObtainedQuestionMark: 0 });
    ok(await exam.finish(attemptId));
    const rows = await answerRows(t.db, attemptId);
    expect(rows.map((r) => [r.userAnswer, r.isAnswerSkipped, r.isDraft])).toEqual([
      ['', 1, 0],
      ['', 1, 0],
    ]);
  });

  it("ends an overdue attempt with its draft when the candidate's next call finds the time over", async () => {
    const { attemptId, exam, draft } = await timedAttempt();
    ok(await draft(0, 'Yes'));
    await shiftAttempt(t.db, attemptId, 3 * 60);
    // The screen asks whether the time is over: the server finishes the attempt there and then.
    expect(ok(await exam.check(attemptId))).toBe(true);
    expect((await attemptRow(t.db, attemptId)).userObtainedQuizMark).toBe(2);
  });
});

describe.each(testDatabases())("an earlier attempt's key while another is open, on %s", (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides the answers, key, explanations and marks of attempt 1 while attempt 2 is open', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { allowMultipleAttempt: true, allowCorrectOption: true, allowAnswerExplation: true, quizTime: 5 },
      [
        { ...options, correctOption: ['B'], answerExplanation: 'Because it is No' },
        { ...options, correctOption: ['C'], answerExplanation: 'Because it is Maybe' },
      ],
    );
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const first = await startedAttempt(t, cand.token, quizTopicId);
    ok(await exam.finish(first));
    // Finished and nothing else open: the sheet shows the key, as the assessment allows.
    expect(ok<{ correctAnswer: string }[]>(await exam.result(first))[0]!.correctAnswer).toBe('No');

    const second = await startedAttempt(t, cand.token, quizTopicId);
    expect(second).not.toBe(first);
    const hidden = refusal(await exam.result(first));
    expect(hidden.responseMsg).toBe('resultHiddenWhileOpen');
    expect(JSON.stringify(hidden)).not.toMatch(/Because it is|"No"|Maybe/);
    // The header (totals only) stays readable; an admin still sees everything.
    ok(await exam.info(first));
    const adminView = ok<{ correctAnswer: string }[]>(await examApi(t, adminToken).result(first));
    expect(adminView.map((r) => r.correctAnswer)).toEqual(['No', 'Maybe']);

    // Once the open attempt has ended, the earlier sheet shows again.
    ok(await exam.answer({ quizResponseInitialId: second, quizQuestionId: questionIds[0], userAnswer: 'No' }));
    ok(await exam.finish(second));
    expect(ok<unknown[]>(await exam.result(first))).toHaveLength(2);
  });

  it('an open attempt past its deadline and grace no longer hides anything', async () => {
    const { quizTopicId } = await liveQuiz(
      t,
      adminToken,
      { allowMultipleAttempt: true, allowCorrectOption: true, quizTime: 1 },
      [{ ...options, correctOption: ['A'] }],
    );
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const first = await startedAttempt(t, cand.token, quizTopicId);
    ok(await exam.finish(first));
    const second = await startedAttempt(t, cand.token, quizTopicId);
    expect(refusal(await exam.result(first)).responseMsg).toBe('resultHiddenWhileOpen');
    await shiftAttempt(t.db, second, 2 * 60);
    expect(ok<{ correctAnswer: string }[]>(await exam.result(first))[0]!.correctAnswer).toBe('Yes');
  });
});

describe.each(testDatabases())('finished assessments on the dashboard, on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a finished single-attempt assessment as Completed with its result; retakes stay takeable', async () => {
    const once = await liveQuiz(t, adminToken, { quizTotalMarks: 10, quizPassMarks: 5 }, [
      { ...options, correctOption: ['A'] },
      { ...options, correctOption: ['B'] },
    ]);
    const again = await liveQuiz(t, adminToken, { allowMultipleAttempt: true }, [{ ...options, correctOption: ['A'] }]);
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    // The list holds every live assessment the candidate finished: only this test's two matter.
    const list = async () =>
      ok<{ quizTopicId: number; quizTitle: string; lastResult: Record<string, unknown> | null }[]>(
        await api(t, cand.token).get('/Quiz/GetCompletedQuizes'),
      ).filter((q) => [once.quizTopicId, again.quizTopicId].includes(q.quizTopicId));
    expect(await list()).toEqual([]);

    const first = await startedAttempt(t, cand.token, once.quizTopicId);
    ok(await exam.answer({ quizResponseInitialId: first, quizQuestionId: once.questionIds[0], userAnswer: 'Yes' }));
    // Under way: not completed yet.
    expect(await list()).toEqual([]);
    ok(await exam.answer({ quizResponseInitialId: first, quizQuestionId: once.questionIds[1], userAnswer: 'Yes' }));
    ok(await exam.finish(first));
    const retake = await startedAttempt(t, cand.token, again.quizTopicId);
    ok(await exam.finish(retake));

    const [card] = await list();
    expect(card).toMatchObject({
      quizTopicId: once.quizTopicId,
      attemptsTaken: 1,
      lastResult: { quizResponseInitialId: first, quizMark: 10, userObtainedQuizMark: 5, isExamined: true },
    });
    // Never per-question data.
    expect(JSON.stringify(card)).not.toMatch(/correct|explanation|userAnswer/i);
    // The finished one is no longer takeable; the one with retakes still is.
    const running = ok<{ quizTopicId: number }[]>(await exam.running()).map((q) => q.quizTopicId);
    expect(running).toContain(again.quizTopicId);
    expect(running).not.toContain(once.quizTopicId);
  });
});
