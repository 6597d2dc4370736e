// Item analysis (beyond the spec): facility, discrimination (upper − lower third) and option counts of a
// hand-computed example of seven attempts taken through the exam routes, its CSV export, and access.
import { ANSWER_SEPARATOR, itemAnalysisSchema } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const OPTIONS = { optionA: 'First', optionB: 'Second', optionC: 'Third' };
const SKIP = null;
const both = ['First', 'Third'].join(ANSWER_SEPARATOR);

/**
 * Three questions of 2 marks: Q1 single (correct Second), Q2 multiple (correct First + Third), Q3
 * descriptive. Answers per candidate, and the mark the descriptive answer gets (undefined: not graded).
 * Totals: c1 6, c2 5, c3 2, c4 2, c5 2, c6 0, c7 0 → upper third {c1, c2}, lower third {c6, c7}.
 */
const SHEET: { answers: [string | null, string | null, string | null]; graded?: number }[] = [
  { answers: ['Second', both, 'A full answer'], graded: 2 },
  { answers: ['Second', both, 'Half an answer'], graded: 1 },
  { answers: ['Second', 'First', SKIP] },
  { answers: ['First', both, 'Waiting for a grade'] },
  { answers: ['Second', SKIP, 'A wrong answer'], graded: 0 },
  { answers: ['Third', 'Second', SKIP] },
  { answers: [SKIP, ['First', 'Second'].join(ANSWER_SEPARATOR), 'Another wrong answer'], graded: 0 },
];

describe.each(testDatabases())('item analysis on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let quiz: { quizTopicId: number; questionIds: number[] };

  /** Takes one attempt through the exam routes; answers its id. */
  async function take(quizTopicId: number, questionIds: number[], answers: (string | null)[], finish = true) {
    const cand = await newCandidate(t, 'item');
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    const exam = examApi(t, cand.token);
    for (const [i, answer] of answers.entries()) {
      ok(
        await exam.answer({
          quizResponseInitialId: attemptId,
          quizQuestionId: questionIds[i],
          userAnswer: answer ?? '',
          isAnswerSkipped: answer === null,
        }),
      );
    }
    if (finish) ok(await exam.finish(attemptId));
    return attemptId;
  }

  /** What the manual grading does (another part's route): the answer's mark, examined, and the new total. */
  async function grade(attemptId: number, quizQuestionId: number, marks: number) {
    await t.db
      .updateTable('quiz_answer')
      .set({ userObtainedQuestionMark: marks, isExamined: 1 })
      .where('quizResponseInitialId', '=', attemptId)
      .where('quizQuestionId', '=', quizQuestionId)
      .execute();
    const row = await t.db
      .selectFrom('quiz_attempt')
      .select('userObtainedQuizMark')
      .where('quizResponseInitialId', '=', attemptId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('quiz_attempt')
      .set({ userObtainedQuizMark: row.userObtainedQuizMark + marks })
      .where('quizResponseInitialId', '=', attemptId)
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    quiz = await liveQuiz(
      t,
      tokens.admin,
      { quizMarkOptionId: 3, quizTotalMarks: 6, quizPassMarks: 3, allowMultipleAnswer: true, allowQuizSkip: true },
      [
        { ...OPTIONS, correctOption: ['B'], perQuestionMark: 2, questionDetail: 'Q1 single' },
        { ...OPTIONS, correctOption: ['A', 'C'], perQuestionMark: 2, questionDetail: 'Q2 multiple' },
        { questionTypeId: 2, perQuestionMark: 2, correctOption: [], questionDetail: 'Q3 descriptive' },
      ],
    );
    for (const row of SHEET) {
      const attemptId = await take(quiz.quizTopicId, quiz.questionIds, row.answers);
      if (row.graded !== undefined) await grade(attemptId, quiz.questionIds[2]!, row.graded);
    }
    // An attempt still open is left out.
    await take(quiz.quizTopicId, quiz.questionIds, ['First', 'Second', 'Open'], false);
  });
  afterAll(async () => {
    await t?.close();
  });

  const analysis = async (quizTopicId: number, token = tokens.admin) => {
    const res = await api(t, token).get(`/Report/GetItemAnalysis/${quizTopicId}`);
    expect(res.statusCode, res.body).toBe(200);
    return itemAnalysisSchema.parse(res.json());
  };

  it('computes answered, facility, discrimination, options chosen and skipped per question', async () => {
    const result = await analysis(quiz.quizTopicId);
    expect(result).toMatchObject({ quizTopicId: quiz.quizTopicId, attempts: 7 });
    const [q1, q2, q3] = result.items;

    // Q1: 6 answered, 4 right (c1 c2 c3 c5), c7 skipped scores 0: 4 / 7; upper 2/2, lower c6 wrong and c7
    // skipped → 1 − 0.
    expect(q1).toMatchObject({ questionDetail: 'Q1 single', answered: 6, skipped: 1, pending: 0, discrimination: 1 });
    expect(q1!.facility).toBeCloseTo(4 / 7, 4);
    expect(q1!.options).toEqual([
      { letter: 'A', text: 'First', chosen: 1, correct: false },
      { letter: 'B', text: 'Second', chosen: 4, correct: true },
      { letter: 'C', text: 'Third', chosen: 1, correct: false },
    ]);

    // Q2: 3 right of 7 (c1 c2 c4; one of two right options earns nothing, c5 skipped); upper 1, lower 0.
    expect(q2).toMatchObject({ answered: 6, skipped: 1, pending: 0, discrimination: 1 });
    expect(q2!.facility).toBeCloseTo(3 / 7, 4);
    expect(q2!.options.map((o) => [o.letter, o.chosen, o.correct])).toEqual([
      ['A', 5, true],
      ['B', 2, false],
      ['C', 3, true],
    ]);

    // Q3: 5 answered, c4 still waiting for its grade is left out (pending 1); the shares of the mark of the
    // other six, skipped ones 0: (1 + 0.5 + 0 + 0 + 0 + 0) / 6; upper (1 + 0.5) / 2, lower c6 and c7 0.
    expect(q3).toMatchObject({ questionTypeId: 2, answered: 5, skipped: 2, pending: 1, facility: 0.25 });
    expect(q3!.discrimination).toBe(0.75);
    expect(q3!.options).toEqual([]);
  });

  it('gives a descriptive question the mean share of its mark: one full mark of two answers is 50% (issue 20)', async () => {
    const essay = await liveQuiz(
      t,
      tokens.admin,
      { quizMarkOptionId: 3, quizTotalMarks: 6, quizPassMarks: 0, allowQuizSkip: true },
      [{ questionTypeId: 2, perQuestionMark: 6, correctOption: [], questionDetail: 'Essay worth six' }],
    );
    const facility = async () => (await analysis(essay.quizTopicId)).items[0]!;
    const full = await take(essay.quizTopicId, essay.questionIds, ['A full answer']);
    const none = await take(essay.quizTopicId, essay.questionIds, ['A wrong answer']);
    // Nothing graded yet: no score, both pending.
    expect(await facility()).toMatchObject({ answered: 2, pending: 2, facility: null });
    await grade(full, essay.questionIds[0]!, 6);
    expect(await facility()).toMatchObject({ pending: 1, facility: 1 });
    await grade(none, essay.questionIds[0]!, 0);
    expect(await facility()).toMatchObject({ pending: 0, facility: 0.5 });
    // A third candidate who skipped it scored none of it either.
    await take(essay.quizTopicId, essay.questionIds, [SKIP]);
    expect((await facility()).facility).toBeCloseTo(1 / 3, 4);
  });

  it('has no discrimination below six finished attempts, and no facility without scored answers', async () => {
    const small = await liveQuiz(t, tokens.admin, { quizMarkOptionId: 3, quizTotalMarks: 1, quizPassMarks: 0 }, [
      { ...OPTIONS, correctOption: ['A'], perQuestionMark: 1 },
    ]);
    const empty = await analysis(small.quizTopicId);
    expect(empty.attempts).toBe(0);
    expect(empty.items[0]).toMatchObject({ answered: 0, skipped: 0, facility: null, discrimination: null });
    for (const answer of ['First', 'Second', 'First', 'Third', 'First'])
      await take(small.quizTopicId, small.questionIds, [answer]);
    const five = await analysis(small.quizTopicId);
    expect(five.items[0]).toMatchObject({ answered: 5, facility: 0.6, discrimination: null });
    await take(small.quizTopicId, small.questionIds, ['Second']);
    // Six: top two are right, bottom two wrong → 1.
    expect((await analysis(small.quizTopicId)).items[0]).toMatchObject({ facility: 0.5, discrimination: 1 });
  });

  it('counts options of the question as it is now: answers are matched by text', async () => {
    await api(t, tokens.admin).put('/Quiz/StopQuiz', { quizTopicId: quiz.quizTopicId });
    await t.db
      .updateTable('quiz_question')
      .set({ optionC: 'Renamed' })
      .where('quizQuestionId', '=', quiz.questionIds[0]!)
      .execute();
    const q1 = (await analysis(quiz.quizTopicId)).items[0]!;
    expect(q1.options.map((o) => [o.text, o.chosen])).toEqual([
      ['First', 1],
      ['Second', 4],
      ['Renamed', 0],
    ]);
    await t.db
      .updateTable('quiz_question')
      .set({ optionC: 'Third' })
      .where('quizQuestionId', '=', quiz.questionIds[0]!)
      .execute();
  });

  it('exports the same table as item-analysis.csv in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Export/itemAnalysis/csv?quizTopicId=${quiz.quizTopicId}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'x-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('item-analysis.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'No.,Question,Type,Answered,Facility (%),Discrimination,Option A,Chosen A,Option B,Chosen B,Option C,Chosen C,' +
        'Option D,Chosen D,Option E,Chosen E,Correct options,Skipped,Waiting to be marked',
    );
    expect(lines.slice(1)).toEqual([
      '1,Q1 single,Multiple choice,6,57.1,1.00,First,1,Second,4,Third,1,,,,,B,1,0',
      '2,Q2 multiple,Multiple choice,6,42.9,1.00,First,5,Second,2,Third,3,,,,,"A, C",1,0',
      '3,Q3 descriptive,Descriptive,5,25,0.75,,,,,,,,,,,,2,1',
    ]);
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/Export/itemAnalysis/csv?quizTopicId=${quiz.quizTopicId}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'x-language': 'es' },
    });
    expect(es.body).toContain('Pregunta');
  });

  it('is for admins only, and answers 404 for an unknown assessment', async () => {
    const paths = [
      `/Report/GetItemAnalysis/${quiz.quizTopicId}`,
      `/Export/itemAnalysis/csv?quizTopicId=${quiz.quizTopicId}`,
    ];
    for (const path of paths) {
      expect((await api(t, tokens.candidate).get(path)).statusCode, path).toBe(403);
      expect((await api(t, null).get(path)).statusCode, path).toBe(401);
    }
    expect((await api(t, tokens.admin).get('/Report/GetItemAnalysis/999999')).statusCode).toBe(404);
    expect((await api(t, tokens.admin).get('/Export/itemAnalysis/csv?quizTopicId=999999')).statusCode).toBe(404);
    expect((await api(t, tokens.admin).get('/Export/itemAnalysis/csv')).statusCode).toBe(400);
  });
});
