import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz, newCandidate, ok } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Field names that carry the answer key or marks of a question: never sent to a candidate during an attempt. */
const SECRET_KEYS = [
  'correctOption',
  'correctOptionText',
  'correctAnswer',
  'answerExplanation',
  'perQuestionMark',
  'questionMark',
  'userObtainedQuestionMark',
  'userObtainedQuizMark',
];
/** Per-question marks no other number in these answers can equal (the total, 17.9, differs from each). */
const MARKS = [7.31, 2.17, 4.59, 3.83];

function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}

function keysIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysIn(v, out);
    }
  }
  return out;
}

describe.each(testDatabases())('no answer key leaks to candidates on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const marker = `LEAK-${Math.random().toString(36).slice(2, 10)}`;
  let quizTopicId: number;
  let questionIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
    const options = { optionA: 'North', optionB: 'South', optionC: 'East', optionD: 'West' };
    ({ quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      {
        quizMarkOptionId: 3,
        quizPassMarks: 5,
        allowQuestionSuffle: true,
        allowMultipleAnswer: true,
        allowCorrectOption: true,
        allowAnswerExplation: true,
        allowQuizSkip: true,
      },
      [
        { ...options, correctOption: ['B'], perQuestionMark: MARKS[0], answerExplanation: `${marker}-one` },
        { ...options, correctOption: ['A', 'D'], perQuestionMark: MARKS[1], answerExplanation: `${marker}-two` },
        { ...options, correctOption: ['C'], perQuestionMark: MARKS[2], answerExplanation: `${marker}-three` },
        { questionTypeId: 2, correctOption: [], perQuestionMark: MARKS[3], answerExplanation: `${marker}-four` },
      ],
    ));
    ok(await api(t, adminToken).post('/Settings/CreateInstruction', { quizTopicId, description: 'Work alone.' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every candidate-facing answer is checked raw (the marker) and parsed (secret keys, per-question marks). */
  function expectClean(res: LightMyRequestResponse, what: string) {
    expect(res.body, what).not.toContain(marker);
    const body = JSON.parse(res.body) as unknown;
    const keys = keysIn(body);
    for (const key of SECRET_KEYS) expect(keys.has(key), `${what} has ${key}`).toBe(false);
    for (const n of numbersIn(body)) expect(MARKS, `${what} carries a question's mark`).not.toContain(n);
  }

  it('keeps correct answers, explanations and marks out of every answer while the attempt is open', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const seen: [string, LightMyRequestResponse][] = [];
    const call = async (what: string, res: Promise<LightMyRequestResponse>) => {
      const r = await res;
      seen.push([what, r]);
      return r;
    };

    await call('GetRunningQuizes', exam.running());
    await call('GetInstructions', exam.instructions(quizTopicId));
    const attempt = ok(await call('CreateQuizResponseInitial', exam.start(quizTopicId)));
    const id = attempt.quizResponseInitialId as number;
    const order = ok<{ serial: number; quizQuestionId: number }[]>(
      await call('GetRandomQuestions', exam.order(quizTopicId)),
    );
    for (const { serial, quizQuestionId } of order) {
      const question = ok(await call(`GetSingleQuestion ${serial}`, exam.question(quizTopicId, serial)));
      expect(question.quizQuestionId).toBe(quizQuestionId);
      const userAnswer = question.questionTypeId === 2 ? 'My essay' : 'North';
      await call(
        `CreateQuizResponseDetail ${serial}`,
        exam.answer({ quizResponseInitialId: id, quizQuestionId, userAnswer }),
      );
      await call(`GetSingleQuestion again ${serial}`, exam.question(quizTopicId, serial));
    }
    await call('CreateQuizResponseInitial (resume)', exam.start(quizTopicId));
    await call('CheckQuizEndTime', exam.check(id));
    const info = await call('GetFinishedExamInfo', exam.info(id));
    const result = await call('GetFinishedExamResult', exam.result(id));
    expect(refusal(info).responseMsg).toBe('attemptStillOpen');
    expect(refusal(result).responseMsg).toBe('attemptStillOpen');

    expect(seen.length).toBeGreaterThan(14);
    for (const [what, res] of seen) {
      expect([200, 202], `${what}: ${res.body}`).toContain(res.statusCode);
      expectClean(res, what);
    }
  });

  it('keeps another candidate out of an attempt and its result, open or finished', async () => {
    const owner = await newCandidate(t);
    const other = await newCandidate(t);
    const mine = examApi(t, owner.token);
    const theirs = examApi(t, other.token);
    const id = ok(await mine.start(quizTopicId)).quizResponseInitialId as number;
    ok(await mine.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[0], userAnswer: 'South' }));

    const probes = async () => [
      await theirs.info(id),
      await theirs.result(id),
      await theirs.check(id),
      await theirs.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[1], userAnswer: 'North' }),
    ];
    for (const [i, res] of (await probes()).entries()) {
      expect([403, 404], `probe ${i}`).toContain(res.statusCode);
      expectClean(res, `probe ${i}`);
    }
    ok(await mine.finish(id));
    const [info, result] = await probes();
    expect(info!.statusCode).toBe(403);
    expect(result!.statusCode).toBe(403);
    expect(info!.body).not.toContain(owner.email);
    // Only the owner's one answer exists (the other candidate's attempt was refused).
    const rows = await t.db
      .selectFrom('quiz_answer')
      .select('userAnswer')
      .where('quizResponseInitialId', '=', id)
      .execute();
    expect(rows.filter((r) => r.userAnswer !== '')).toEqual([{ userAnswer: 'South' }]);
  });

  it('shuffles each attempt once: a permutation, the same on every call and on resume', async () => {
    const orders: number[][] = [];
    for (let i = 0; i < 5; i++) {
      const cand = await newCandidate(t);
      const exam = examApi(t, cand.token);
      ok(await exam.start(quizTopicId));
      const ids = (o: { quizQuestionId: number }[]) => o.map((x) => x.quizQuestionId);
      const first = ids(ok(await exam.order(quizTopicId)));
      expect([...first].sort((a, b) => a - b)).toEqual([...questionIds].sort((a, b) => a - b));
      expect(ok<any[]>(await exam.order(quizTopicId)).map((o) => [o.serial, o.quizQuestionId])).toEqual(
        first.map((q, serial) => [serial, q]),
      );
      ok(await exam.start(quizTopicId));
      expect(ids(ok(await exam.order(quizTopicId)))).toEqual(first);
      orders.push(first);
    }
    // Five identity shuffles of four questions in a row would be a 1 in 8 million event.
    expect(orders.some((o) => o.join() !== questionIds.join())).toBe(true);
  });

  it('answers 404 for the question order or a question without an attempt, and past the last position', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    expect((await exam.order(quizTopicId)).statusCode).toBe(404);
    expect((await exam.question(quizTopicId, 0)).statusCode).toBe(404);
    ok(await exam.start(quizTopicId));
    expect((await exam.question(quizTopicId, questionIds.length)).statusCode).toBe(404);
  });
});
