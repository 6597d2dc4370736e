import { type AnswerDisplay, type ItemAnalysis, type ResultDetail } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, categoryId, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { typedCases, typedQuiz, type ShownQuestion, type TypedCase } from '../delivery/typedExam.js';

/**
 * Issue 22: the result sheet, the report details, the grading dialog's data and item analysis carry each
 * answer's display: its parts as texts (a dropdown blank's choice, a stem's choice and an item by their
 * text, never the attempt's ids), each marked as it scored, and the key in lines only where the reader may
 * see it. A question changed or deleted since the attempt is shown from the texts stored with the answer.
 */
describe.each(testDatabases())('answer displays on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const cases = typedCases();
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A finished attempt, every question answered partly right (or wrong); the ids the candidate was shown. */
  async function finished(quiz: { quizTopicId: number; questionIds: number[] }) {
    const cand = await newCandidate(t, 'shown');
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    const ids: string[] = [];
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = cases[quiz.questionIds.indexOf(q.quizQuestionId)]!;
      for (const list of [q.items, q.stems, q.choices, ...(q.blanks ?? []).map((b) => b.choices)])
        ids.push(...(list ?? []).map((x) => x.id));
      const userAnswer = (c.partial ?? c.wrong)(q);
      ok(await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId, userAnswer }));
    }
    ok(await exam.finish(attemptId));
    return { exam, attemptId, ids };
  }
  const byName = (quiz: { questionIds: number[] }, rows: ResultDetail[]) =>
    new Map(rows.map((r) => [cases[quiz.questionIds.indexOf(r.quizQuestionId)]!.name, r.display!]));
  const full = (text: string) => ({ text, fraction: 1 });

  /** Every type's parts as the partly right attempt gave them, and its key. */
  const expected = {
    'choice with fractions': {
      layout: 'options',
      parts: [{ text: 'Marseille', mark: 'partial' }],
      key: [{ entries: [full('Paris'), { text: 'Marseille', fraction: 0.5 }] }],
    },
    'true/false': {
      layout: 'truth',
      parts: [{ text: 'true', mark: 'wrong' }],
      key: [{ entries: [full('false')] }],
    },
    'short answer': {
      layout: 'typed',
      parts: [{ text: 'Romulus', mark: 'partial' }],
      key: [
        {
          entries: [full('Rome'), { text: 'Rom*', fraction: 0.5 }, { text: 'xaccepted', fraction: 0.1 }],
        },
      ],
    },
    numerical: {
      layout: 'typed',
      parts: [{ text: '85', mark: 'partial' }],
      key: [
        {
          entries: [
            full('105 ± 5 m'),
            { text: '90 ± 10 m', fraction: 0.25 },
            { text: '31415.9265 ± 0.0271828 m', fraction: 0.1 },
          ],
        },
      ],
    },
    matching: {
      layout: 'pairs',
      parts: [
        { label: 'France', text: 'Paris', mark: 'right' },
        { label: 'Italy', text: 'Lisbon', mark: 'wrong' },
        { label: 'Spain', text: 'Madrid', mark: 'right' },
      ],
      key: [
        { label: 'France', entries: [full('Paris')] },
        { label: 'Italy', entries: [full('Rome')] },
        { label: 'Spain', entries: [full('Madrid')] },
      ],
    },
    ordering: {
      layout: 'order',
      parts: [
        { text: 'Mercury', mark: 'right' },
        { text: 'Venus', mark: 'right' },
        { text: 'Mars', mark: 'wrong' },
        { text: 'Earth', mark: 'wrong' },
      ],
      key: [{ entries: ['Mercury', 'Venus', 'Earth', 'Mars'].map(full) }],
    },
    cloze: {
      layout: 'blanks',
      parts: [
        { label: '1', text: 'Marseille', mark: 'partial' },
        { label: '2', text: '3.14', mark: 'right' },
        // A dropdown blank: the choice's text, not the id the candidate sent.
        { label: '3', text: 'blue', mark: 'right' },
      ],
      key: [
        {
          label: '1',
          entries: [full('Paris'), { text: 'Marseille', fraction: 0.5 }, { text: 'xcloze', fraction: 0.1 }],
        },
        {
          label: '2',
          entries: [
            full('3.14 ± 0.01'),
            { text: '3 ± 0.5', fraction: 0.5 },
            { text: '27182.818 ± 0.0031', fraction: 0.1 },
          ],
        },
        { label: '3', entries: [full('blue'), { text: 'red', fraction: -0.5 }] },
      ],
    },
    descriptive: { layout: 'text', parts: [{ text: 'No idea.' }], key: [] },
  } satisfies Record<string, AnswerDisplay>;

  it('shows each type part by part, marked, with its key, never an id of the attempt', async () => {
    const quiz = await typedQuiz(t, adminToken, cases, { allowCorrectOption: true });
    const { exam, attemptId, ids } = await finished(quiz);
    const rows = ok<ResultDetail[]>(await exam.result(attemptId));
    const shown = byName(quiz, rows);
    for (const [name, want] of Object.entries(expected)) expect(shown.get(name), name).toEqual(want);
    const body = JSON.stringify(rows.map((r) => r.display));
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(body).not.toContain(id);
    // The cloze text keeps its blanks as [[n]]: the display fills them in, blank by blank.
    expect(rows.find((r) => r.questionTypeId === 8)!.questionDetail).toBe('Capital [[1]], pi [[2]] and the sky [[3]].');
  });

  it('sends a candidate the marked parts but no key when the assessment hides correct answers', async () => {
    const quiz = await typedQuiz(t, adminToken, cases, { allowCorrectOption: false });
    const { exam, attemptId } = await finished(quiz);
    const rows = ok<ResultDetail[]>(await exam.result(attemptId));
    const shown = byName(quiz, rows);
    for (const [name, want] of Object.entries(expected))
      expect(shown.get(name), name).toEqual({ layout: want.layout, parts: want.parts });
    const body = JSON.stringify(rows);
    for (const secret of ['Rome', 'xcloze', '3.14 ± 0.01', '"red"', 'xaccepted']) expect(body).not.toContain(secret);

    // The examiner sees every question of the attempt with its answer, mark and key (the grading dialog).
    const report = byName(
      quiz,
      ok<ResultDetail[]>(await api(t, adminToken).get(`/Report/GetFinishedExamResult/${attemptId}`)),
    );
    for (const [name, want] of Object.entries(expected)) expect(report.get(name), name).toEqual(want);
    const pending = ok<ResultDetail[]>(await api(t, adminToken).get(`/Report/GetPendingExamine/${attemptId}`));
    expect(pending.map((r) => r.display)).toEqual([expected.descriptive]);
  });

  it('shows an answer of a question changed or deleted since from its stored texts, unmarked', async () => {
    const quiz = await typedQuiz(t, adminToken, cases, { allowCorrectOption: true });
    const { exam, attemptId } = await finished(quiz);
    const admin = api(t, adminToken);
    const idOf = (name: string) => quiz.questionIds[cases.findIndex((c) => c.name === name)]!;
    const short = cases.find((c) => c.name === 'short answer')!;
    // Rom* is no longer accepted: the stored mark and key are no longer the question's.
    const edited = await admin.put('/Quiz/UpdateQuizQuestion', {
      quizTopicId: quiz.quizTopicId,
      quizQuestionId: idOf('short answer'),
      questionLavelId: 1,
      questionCategoryId: await categoryId(t.db, 'Typed questions'),
      ...short.question,
      body: { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'Rome', fraction: 1 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    ok(await admin.delete(`/Quiz/DeleteSingleQuizQuestion/${idOf('cloze')}`));

    const shown = byName(quiz, ok<ResultDetail[]>(await exam.result(attemptId)));
    expect(shown.get('short answer')).toEqual({
      layout: 'typed',
      parts: [{ text: 'Romulus' }],
      key: [{ entries: [full('Rome; Rom* (50%); xaccepted (10%)')] }],
    });
    expect(shown.get('cloze')).toEqual({
      layout: 'blanks',
      parts: [
        { label: '1', text: 'Marseille' },
        { label: '2', text: '3.14' },
        { label: '3', text: 'blue' },
      ],
      key: [
        { label: '1', entries: ['Paris', 'Marseille (50%)', 'xcloze (10%)'].map(full) },
        { label: '2', entries: ['3.14 ± 0.01', '3 ± 0.5 (50%)', '27182.818 ± 0.0031 (10%)'].map(full) },
        { label: '3', entries: ['blue', 'red (-50%)'].map(full) },
      ],
    });
    // The questions left as they were still read part by part.
    expect(shown.get('matching')).toEqual(expected.matching);
  });

  it('marks a choice answer of a question without a body by its stored key, and nothing in a survey', async () => {
    const plain: TypedCase[] = [
      {
        name: 'plain choice',
        question: {
          questionTypeId: 1,
          questionDetail: 'Which numbers are prime?',
          perQuestionMark: 2,
          optionA: '2',
          optionB: '3',
          optionC: '4',
          correctOption: ['A', 'B'],
        },
        right: () => '2#####3',
        wrong: () => '2#####4',
        marks: { right: 2, wrong: 0 },
      },
    ];
    for (const survey of [false, true]) {
      const quiz = await typedQuiz(t, adminToken, plain, {
        allowMultipleAnswer: true,
        allowMultipleInputByUser: true,
        quizPassMarks: 1,
        ...(survey ? { quizMarkOptionId: 2, quizPassMarks: 0 } : {}),
      });
      const cand = await newCandidate(t, 'plain');
      const exam = examApi(t, cand.token);
      const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, 0));
      ok(
        await exam.answer({
          quizResponseInitialId: attemptId,
          quizQuestionId: q.quizQuestionId,
          userAnswer: '2#####4',
        }),
      );
      ok(await exam.finish(attemptId));
      const [row] = ok<ResultDetail[]>(await api(t, adminToken).get(`/Report/GetFinishedExamResult/${attemptId}`));
      expect(row!.display!.parts, survey ? 'survey' : 'marked').toEqual(
        survey
          ? [{ text: '2' }, { text: '4' }]
          : [
              { text: '2', mark: 'right' },
              { text: '4', mark: 'wrong' },
            ],
      );
    }
  });

  it('gives item analysis each key in lines and a cloze text with its blanks as [[n]]', async () => {
    const quiz = await typedQuiz(t, adminToken, cases);
    await finished(quiz);
    const analysis = ok<ItemAnalysis>(await api(t, adminToken).get(`/Report/GetItemAnalysis/${quiz.quizTopicId}`));
    const items = new Map(analysis.items.map((i) => [cases[quiz.questionIds.indexOf(i.quizQuestionId)]!.name, i]));
    expect(items.get('cloze')).toMatchObject({
      questionDetail: 'Capital [[1]], pi [[2]] and the sky [[3]].',
      keyDisplay: { layout: 'blanks', parts: [], key: expected.cloze.key },
    });
    expect(items.get('matching')!.keyDisplay).toEqual({ layout: 'pairs', parts: [], key: expected.matching.key });
    expect(items.get('ordering')!.keyDisplay!.key).toEqual(expected.ordering.key);
    expect(items.get('choice with fractions')!.keyDisplay).toBeNull();
    expect(items.get('descriptive')!.keyDisplay).toBeNull();
  });
});
