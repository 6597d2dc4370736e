import type { ResultRow } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRows, examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { typedCases, typedQuiz, type ShownQuestion } from './typedExam.js';

/**
 * Issue 20's rule for issue 22's types: the on-screen answer (a draft) of every type is checked, stored,
 * shown again on resume in its wire form (the attempt's ids do not change), and counted with its score
 * when the attempt ends before the candidate submits it.
 */
describe.each(testDatabases())('drafts of every question type on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const cases = typedCases();
  let quiz: { quizTopicId: number; questionIds: number[] };
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
    quiz = await typedQuiz(t, adminToken, cases);
  });
  afterAll(async () => {
    await t?.close();
  });

  const caseOf = (id: number) => cases[quiz.questionIds.indexOf(id)]!;

  it('keeps a draft of every type, shows it again on resume and scores it at the finish', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    const drafts = new Map<number, string>();
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = caseOf(q.quizQuestionId);
      // A partly right draft first, then the right one replaces it (still a draft).
      const first = (c.partial ?? c.wrong)(q);
      const base = { quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId, isDraft: true };
      expect(ok(await exam.answer({ ...base, userAnswer: first })).responseMsg).toBe('draftSaved');
      const userAnswer = c.right(q);
      const saved = ok(await exam.answer({ ...base, userAnswer }));
      expect(saved).toMatchObject({ responseMsg: 'draftSaved', nextSerial: serial });
      drafts.set(q.quizQuestionId, userAnswer);
    }
    // A draft with an id the attempt never showed is refused like an answer.
    const matching = quiz.questionIds[cases.findIndex((c) => c.question.questionTypeId === 6)]!;
    const bad = await exam.answer({
      quizResponseInitialId: attemptId,
      quizQuestionId: matching,
      userAnswer: 'nope=nothing',
      isDraft: true,
    });
    expect(refusal(bad).responseMsg).toBe('invalidOption');

    // Resume: the same ids, the draft as it was sent (trimmed), the position at the last question drafted.
    const resumed = ok(await exam.start(quiz.quizTopicId));
    expect(resumed).toMatchObject({ resumed: true, currentSerial: cases.length - 1 });
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      expect(q.savedAnswer, caseOf(q.quizQuestionId).name).toBe(drafts.get(q.quizQuestionId)!.trim());
      expect(caseOf(q.quizQuestionId).right(q)).toBe(drafts.get(q.quizQuestionId));
    }

    ok(await exam.finish(attemptId));
    const rows = await answerRows(t.db, attemptId);
    for (const row of rows) {
      const c = caseOf(row.quizQuestionId);
      expect(row.isDraft, c.name).toBe(0);
      expect(row.isAnswerSkipped, c.name).toBe(0);
      expect(row.userObtainedQuestionMark, c.name).toBeCloseTo(c.marks.right, 6);
    }
    const info = ok<ResultRow>(await api(t, adminToken).get(`/Report/GetFinishedExamInfo/${attemptId}`));
    expect(info.userObtainedQuizMark).toBe(17);
    expect(info.isExamined).toBe(false);
  });

  it('lets the submitted answer replace a draft, and never a later draft replace the submitted answer', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    const order = ok<{ serial: number; quizQuestionId: number }[]>(await exam.order(quiz.quizTopicId));
    for (const { serial, quizQuestionId } of order) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = caseOf(quizQuestionId);
      const base = { quizResponseInitialId: attemptId, quizQuestionId };
      ok(await exam.answer({ ...base, userAnswer: c.right(q), isDraft: true }));
      ok(await exam.answer({ ...base, userAnswer: c.wrong(q) }));
      expect(ok(await exam.answer({ ...base, userAnswer: c.right(q), isDraft: true })).responseMsg).toBe(
        'draftNotKept',
      );
    }
    ok(await exam.finish(attemptId));
    const rows = await answerRows(t.db, attemptId);
    for (const row of rows) expect(row.userObtainedQuestionMark, caseOf(row.quizQuestionId).name).toBe(0);
  });
});
