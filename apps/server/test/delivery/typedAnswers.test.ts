import { resultStatus, type ResultRow } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRows, examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { typedCases, typedQuiz, type ShownQuestion, type TypedCase } from './typedExam.js';

type Way = 'right' | 'partial' | 'wrong' | 'blank';

/**
 * Issue 22: an attempt with every auto-scored type (and a descriptive question) answered right, partly
 * right, wrong and not at all, through the exam's calls; marks per answer, the total (partial credit
 * included), the grading of the descriptive answer and the status label.
 */
describe.each(testDatabases())('answers of every question type on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const cases = typedCases();
  let quiz: { quizTopicId: number; questionIds: number[] };
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
    quiz = await typedQuiz(t, adminToken, cases, { allowQuizSkip: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const caseOf = (id: number): TypedCase => cases[quiz.questionIds.indexOf(id)]!;
  const wire = (c: TypedCase, q: ShownQuestion, way: Exclude<Way, 'blank'>) =>
    way === 'partial' ? (c.partial ?? c.wrong)(q) : c[way](q);
  const expectedMark = (c: TypedCase, way: Way) =>
    way === 'blank' ? 0 : way === 'partial' ? (c.marks.partial ?? c.marks.wrong) : c.marks[way];

  /** A new candidate answers every question `way` through the exam's calls and finishes. */
  async function takeExam(way: Way) {
    const cand = await newCandidate(t, way);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      if (way === 'blank') continue;
      const userAnswer = wire(caseOf(q.quizQuestionId), q, way);
      const saved = ok(
        await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId, userAnswer }),
      );
      expect(saved.nextSerial).toBe(serial + 1);
    }
    ok(await exam.finish(attemptId));
    return { cand, exam, attemptId };
  }

  const info = async (attemptId: number) =>
    ok<ResultRow>(await api(t, adminToken).get(`/Report/GetFinishedExamInfo/${attemptId}`));

  for (const [way, graded, total, status] of [
    ['right', 4, 17 + 4, 'passed'],
    ['partial', 1.5, 9 + 1.5, 'failed'],
    ['wrong', 0, 0, 'failed'],
    ['blank', null, 0, 'failed'],
  ] as const) {
    it(`scores every type answered ${way}: marks per answer, the total and "${status}"`, async () => {
      const { attemptId } = await takeExam(way);
      const rows = await answerRows(t.db, attemptId);
      expect(rows).toHaveLength(cases.length);
      for (const row of rows) {
        const c = caseOf(row.quizQuestionId);
        expect(row.userObtainedQuestionMark, `${c.name} ${way}`).toBeCloseTo(expectedMark(c, way), 6);
        expect(row.isAnswerSkipped, c.name).toBe(way === 'blank' ? 1 : 0);
        expect(row.isExamined, c.name).toBe(c.question.questionTypeId === 2 && way !== 'blank' ? 0 : 1);
      }
      const descriptive = rows.find((r) => r.questionTypeId === 2)!;
      if (graded === null) {
        expect((await info(attemptId)).isExamined).toBe(true);
      } else {
        // Pending until the examiner marks the descriptive answer; the total then counts the partial credit.
        const before = await info(attemptId);
        expect(resultStatus(before)).toBe('pending');
        ok(await api(t, adminToken).put(`/Report/UpdateMarksObtain/${descriptive.quizResponseDetailId}/${graded}`, {}));
      }
      const after = await info(attemptId);
      expect(after.userObtainedQuizMark).toBeCloseTo(total, 2);
      expect(after.quizMark).toBe(22);
      expect(resultStatus(after)).toBe(status);
    });
  }

  it('refuses ids of another attempt, unknown ids and malformed parts with the invalidOption message', async () => {
    const one = await newCandidate(t);
    const two = await newCandidate(t);
    const firstId = await startedAttempt(t, one.token, quiz.quizTopicId);
    const secondId = await startedAttempt(t, two.token, quiz.quizTopicId);
    const shown = async (token: string) => {
      const out = new Map<number, ShownQuestion>();
      for (let serial = 0; serial < cases.length; serial++) {
        const q = ok<ShownQuestion>(await examApi(t, token).question(quiz.quizTopicId, serial));
        out.set(q.quizQuestionId, q);
      }
      return out;
    };
    const [mine, theirs] = [await shown(one.token), await shown(two.token)];
    for (const c of cases.filter((x) => [6, 7, 8].includes(x.question.questionTypeId))) {
      const id = quiz.questionIds[cases.indexOf(c)]!;
      // The ids of the other attempt name nothing in this one.
      const foreign = c.right(theirs.get(id)!);
      expect(foreign).not.toBe(c.right(mine.get(id)!));
      const res = await examApi(t, one.token).answer({
        quizResponseInitialId: firstId,
        quizQuestionId: id,
        userAnswer: foreign,
      });
      expect(refusal(res).responseMsg, c.name).toBe('invalidOption');
      expect(
        ok(
          await examApi(t, two.token).answer({
            quizResponseInitialId: secondId,
            quizQuestionId: id,
            userAnswer: foreign,
          }),
        ).responseMsg,
      ).toBe('answerSaved');
    }
    const tf = quiz.questionIds[cases.findIndex((c) => c.question.questionTypeId === 3)]!;
    for (const userAnswer of ['yes', 'True#####False'])
      expect(
        refusal(await examApi(t, one.token).answer({ quizResponseInitialId: firstId, quizQuestionId: tf, userAnswer }))
          .responseMsg,
      ).toBe('invalidOption');
    const rows = await answerRows(t.db, firstId);
    expect(rows).toEqual([]);
  });

  it('shows each attempt its own ids and order, the same on every fetch of that attempt', async () => {
    const ordering = quiz.questionIds[cases.findIndex((c) => c.question.questionTypeId === 7)]!;
    const views: ShownQuestion[] = [];
    for (let i = 0; i < 6; i++) {
      const cand = await newCandidate(t);
      await startedAttempt(t, cand.token, quiz.quizTopicId);
      const order = ok<{ serial: number; quizQuestionId: number }[]>(
        await examApi(t, cand.token).order(quiz.quizTopicId),
      );
      const serial = order.find((o) => o.quizQuestionId === ordering)!.serial;
      const first = ok<ShownQuestion>(await examApi(t, cand.token).question(quiz.quizTopicId, serial));
      expect(ok<ShownQuestion>(await examApi(t, cand.token).question(quiz.quizTopicId, serial)).items).toEqual(
        first.items,
      );
      views.push(first);
    }
    const ids = views.flatMap((v) => v.items!.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    // Six shuffles of four items all in the authored order would be a 1 in 24^6 event.
    expect(views.some((v) => v.items!.map((item) => item.text).join() !== 'Mercury,Venus,Earth,Mars')).toBe(true);
  });
});
