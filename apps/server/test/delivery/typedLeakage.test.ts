import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { typedCases, typedQuiz, type ShownQuestion, type TypedCase } from './typedExam.js';

/**
 * Issue 22: no accepted answer, tolerance, fraction, feedback, pair, order or unit reaches a candidate
 * before the attempt ends. A marker is planted in every text field of every type's key (typedCases), and
 * numbers only a key holds; every answer a student can get during the attempt is scanned for them, for the
 * names of key fields, and the matching and ordering views for their pairs and order.
 */
const KEY_FIELDS = [
  'correctOption',
  'correctOptionText',
  'correctAnswer',
  'answerExplanation',
  'perQuestionMark',
  'questionMark',
  'body',
  'questionData',
  'answers',
  'pairs',
  'fraction',
  'tolerance',
  'units',
  'scoring',
  'feedback',
  'feedbackTrue',
  'feedbackFalse',
  'distractors',
  'attemptSecret',
];
/** Numbers only the keys hold (accepted values and tolerances), as the JSON would write them. */
const KEY_NUMBERS = ['31415.9265', '0.0271828', '27182.818', '0.0031'];

function keysIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysIn(v, out);
    }
  return out;
}

describe.each(testDatabases())('no key of any question type leaks to candidates on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const marker = `LEAK${Math.random().toString(36).slice(2, 10)}`;
  const cases = typedCases(marker);
  let quiz: { quizTopicId: number; questionIds: number[] };
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
    quiz = await typedQuiz(t, adminToken, cases, {
      allowQuestionSuffle: true,
      allowQuizSkip: true,
      allowMultipleAttempt: true,
      allowCorrectOption: true,
      allowAnswerExplation: true,
    });
    ok(
      await api(t, adminToken).post('/Settings/CreateInstruction', {
        quizTopicId: quiz.quizTopicId,
        description: 'Alone.',
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectClean(res: LightMyRequestResponse, what: string) {
    expect([200, 202], `${what}: ${res.body}`).toContain(res.statusCode);
    expect(res.body, what).not.toContain(marker);
    for (const n of KEY_NUMBERS) expect(res.body, `${what} holds ${n}`).not.toContain(n);
    const keys = keysIn(JSON.parse(res.body) as unknown);
    for (const key of KEY_FIELDS) expect(keys.has(key), `${what} has ${key}`).toBe(false);
  }

  const caseOf = (id: number): TypedCase => cases[quiz.questionIds.indexOf(id)]!;

  it('keeps every key out of every answer a student gets while the attempt is open', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const call = api(t, cand.token);
    const seen: [string, LightMyRequestResponse][] = [];
    const record = async (what: string, res: Promise<LightMyRequestResponse>) => {
      const r = await res;
      seen.push([what, r]);
      return r;
    };
    await record('GetRunningQuizes', exam.running());
    await record('GetInstructions', exam.instructions(quiz.quizTopicId));
    const attemptId = ok(await record('start', exam.start(quiz.quizTopicId))).quizResponseInitialId as number;
    await record('GetRandomQuestions', exam.order(quiz.quizTopicId));
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await record(`question ${serial}`, exam.question(quiz.quizTopicId, serial)));
      const c = caseOf(q.quizQuestionId);
      const base = { quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId };
      await record(`draft ${c.name}`, exam.answer({ ...base, userAnswer: c.wrong(q), isDraft: true }));
      await record(`refused ${c.name}`, exam.answer({ ...base, userAnswer: 'zz=zz#####zz' }));
      await record(`answer ${c.name}`, exam.answer({ ...base, userAnswer: c.wrong(q) }));
      await record(`question again ${serial}`, exam.question(quiz.quizTopicId, serial));
    }
    await record('resume', exam.start(quiz.quizTopicId));
    await record('CheckQuizEndTime', exam.check(attemptId));
    await record('GetCompletedQuizes', call.get('/Quiz/GetCompletedQuizes'));
    await record('GetResultsById', call.get(`/Report/GetResultsById/1/10/${cand.userId}/0`));
    await record('GetFilteredQuiz', call.get(`/Report/GetFilteredQuiz/${cand.userId}`));
    expect(refusal(await record('info', exam.info(attemptId))).responseMsg).toBe('attemptStillOpen');
    expect(refusal(await record('result', exam.result(attemptId))).responseMsg).toBe('attemptStillOpen');
    expect(seen.length).toBeGreaterThan(cases.length * 5);
    for (const [what, res] of seen) expectClean(res, what);
  });

  it('shows matching choices and ordering items in no fixed relation to their key', async () => {
    const matching = quiz.questionIds[cases.findIndex((c) => c.question.questionTypeId === 6)]!;
    const ordering = quiz.questionIds[cases.findIndex((c) => c.question.questionTypeId === 7)]!;
    const pairedInPlace: boolean[] = [];
    const inKeyOrder: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const cand = await newCandidate(t);
      await startedAttempt(t, cand.token, quiz.quizTopicId);
      const order = ok<{ serial: number; quizQuestionId: number }[]>(
        await examApi(t, cand.token).order(quiz.quizTopicId),
      );
      const shown = async (id: number) =>
        ok<ShownQuestion>(
          await examApi(t, cand.token).question(quiz.quizTopicId, order.find((o) => o.quizQuestionId === id)!.serial),
        );
      const m = await shown(matching);
      const right: Record<string, string> = { France: 'Paris', Italy: 'Rome', Spain: 'Madrid' };
      expect(m.choices!.map((c) => c.text).sort()).toEqual(['Lisbon', 'Madrid', 'Paris', 'Rome']);
      pairedInPlace.push(m.stems!.every((s, j) => m.choices![j]!.text === right[s.text]));
      // No id is shared between a stem and a choice, nor with any item of another question.
      expect(new Set([...m.stems!, ...m.choices!].map((x) => x.id)).size).toBe(7);
      const o = await shown(ordering);
      inKeyOrder.push(o.items!.map((item) => item.text).join() === 'Mercury,Venus,Earth,Mars');
    }
    expect(pairedInPlace.every(Boolean)).toBe(false);
    expect(inKeyOrder.every(Boolean)).toBe(false);
  });

  it('shows the key, readably, only once the attempt is over and no other attempt of the assessment is open', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = caseOf(q.quizQuestionId);
      ok(
        await exam.answer({
          quizResponseInitialId: attemptId,
          quizQuestionId: q.quizQuestionId,
          userAnswer: c.wrong(q),
        }),
      );
    }
    ok(await exam.finish(attemptId));
    // Allowed by the assessment: the accepted answers read on the sheet (the marker one with its 10%).
    const sheet = ok(await exam.result(attemptId));
    expect(JSON.stringify(sheet)).toContain(`${marker}accepted (10%)`);
    // Another attempt under way: the sheet of this one would be its key (issue 20), so none of it is sent.
    const second = await startedAttempt(t, cand.token, quiz.quizTopicId);
    const hidden = await exam.result(attemptId);
    expect(refusal(hidden).responseMsg).toBe('resultHiddenWhileOpen');
    expectClean(hidden, 'result while another attempt is open');
    ok(await exam.finish(second));
  });
});
