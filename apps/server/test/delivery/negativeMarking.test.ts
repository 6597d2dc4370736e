import { MARK_OPTION, type ResultRow } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRows, examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { clozeWire, typedQuiz, type ShownQuestion, type TypedCase } from './typedExam.js';

/**
 * Issue 22's negative marking, an assessment setting copied into the attempt: a wrong choice costs the
 * penalty (here half) of its mark; the question and the attempt are each floored at 0 unless turned off.
 * A legacy choice question (no body), a choice with fractions, a true/false and a cloze choice blank with
 * its own negative fraction; a wrong typed answer costs nothing; a descriptive answer graded by hand.
 */
const cases: TypedCase[] = [
  {
    name: 'choice with fractions',
    question: {
      questionTypeId: 1,
      questionDetail: 'Capital of France?',
      perQuestionMark: 2,
      optionA: 'Paris',
      optionB: 'Lyon',
      optionC: 'Nice',
      correctOption: ['A'],
      body: {
        type: 'choice',
        multiple: false,
        options: [
          { text: 'Paris', fraction: 1, feedback: 'Yes' },
          { text: 'Lyon', fraction: 0 },
          { text: 'Nice', fraction: 0 },
        ],
      },
    },
    right: () => 'Paris',
    wrong: () => 'Lyon',
    marks: { right: 2, wrong: -1 },
  },
  {
    name: 'legacy choice',
    question: {
      questionTypeId: 1,
      questionDetail: 'Which way is down on a map?',
      perQuestionMark: 2,
      optionA: 'North',
      optionB: 'South',
      correctOption: ['B'],
    },
    right: () => 'South',
    wrong: () => 'North',
    marks: { right: 2, wrong: -1 },
  },
  {
    name: 'true/false',
    question: {
      questionTypeId: 3,
      questionDetail: 'Water boils at 50 °C at sea level.',
      perQuestionMark: 1,
      body: { type: 'trueFalse', correct: false },
    },
    right: () => 'false',
    wrong: () => 'true',
    marks: { right: 1, wrong: -0.5 },
  },
  {
    name: 'cloze choice blank',
    question: {
      questionTypeId: 8,
      questionDetail: 'The sky is {1:MULTICHOICE:=blue~%-50%red~green}.',
      perQuestionMark: 2,
    },
    right: (q) => clozeWire(q, { 1: 'blue' }),
    // Its own negative fraction (-50%), not the penalty, plus nothing more.
    wrong: (q) => clozeWire(q, { 1: 'red' }),
    marks: { right: 2, wrong: -1 },
  },
  {
    name: 'short answer',
    question: {
      questionTypeId: 4,
      questionDetail: 'Capital of Spain?',
      perQuestionMark: 1,
      body: { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'Madrid', fraction: 1 }] },
    },
    right: () => 'madrid',
    wrong: () => 'Porto',
    marks: { right: 1, wrong: 0 },
  },
  {
    name: 'descriptive',
    question: { questionTypeId: 2, questionDetail: 'Describe a cloud.', perQuestionMark: 1 },
    right: () => 'White and fluffy.',
    wrong: () => 'Blue.',
    marks: { right: 0, wrong: 0 },
  },
];
// All wrong, questions not floored: -1 - 1 - 0.5 - 1 + 0 = -3.5 before the descriptive answer's mark.

describe.each(testDatabases())('negative marking on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One attempt: the cases answered right where `right` says so, else wrong; finished; the descriptive marked. */
  async function attempt(floors: { question: boolean; attempt: boolean }, right: string[], descriptiveMark: number) {
    const quiz = await typedQuiz(t, adminToken, cases, {
      quizMarkOptionId: MARK_OPTION.perQuestion,
      quizPassMarks: 1,
      negativeMarkPenalty: 0.5,
      floorQuestionAtZero: floors.question,
      floorAttemptAtZero: floors.attempt,
    });
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    for (let serial = 0; serial < cases.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = cases[quiz.questionIds.indexOf(q.quizQuestionId)]!;
      const userAnswer = right.includes(c.name) ? c.right(q) : c.wrong(q);
      ok(await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId, userAnswer }));
    }
    ok(await exam.finish(attemptId));
    const rows = await answerRows(t.db, attemptId);
    const marks = Object.fromEntries(
      rows.map((r) => [cases[quiz.questionIds.indexOf(r.quizQuestionId)]!.name, r.userObtainedQuestionMark]),
    );
    const admin = api(t, adminToken);
    const info = async () => ok<ResultRow>(await admin.get(`/Report/GetFinishedExamInfo/${attemptId}`));
    const beforeGrading = (await info()).userObtainedQuizMark;
    const descriptive = rows.find((r) => r.questionTypeId === 2)!;
    ok(await admin.put(`/Report/UpdateMarksObtain/${descriptive.quizResponseDetailId}/${descriptiveMark}`, {}));
    return { marks, beforeGrading, after: await info() };
  }

  const wrongMarks = Object.fromEntries(cases.map((c) => [c.name, c.marks.wrong]));

  it('floors every wrong answer and the attempt at 0 by default (both floors on)', async () => {
    const { marks, beforeGrading, after } = await attempt({ question: true, attempt: true }, [], 1);
    expect(marks).toEqual(Object.fromEntries(cases.map((c) => [c.name, 0])));
    expect(beforeGrading).toBe(0);
    expect(after).toMatchObject({ userObtainedQuizMark: 1, isExamined: true });
  });

  it('lets wrong answers cost marks without the question floor, the attempt still floored at 0', async () => {
    const allWrong = await attempt({ question: false, attempt: true }, [], 1);
    expect(allWrong.marks).toEqual(wrongMarks);
    expect(allWrong.beforeGrading).toBe(0);
    // The examiner's mark is added to the negative sum, and the attempt stays floored: -3.5 + 1 → 0.
    expect(allWrong.after.userObtainedQuizMark).toBe(0);

    // Right answers earn their marks, wrong ones take the penalty off them: 2 + 2 - 0.5 - 1 + 0 = 2.5, + 1.
    const mixed = await attempt({ question: false, attempt: true }, ['choice with fractions', 'legacy choice'], 1);
    expect(mixed.marks).toMatchObject({ 'choice with fractions': 2, 'legacy choice': 2, 'true/false': -0.5 });
    expect(mixed.beforeGrading).toBe(2.5);
    expect(mixed.after.userObtainedQuizMark).toBe(3.5);
  });

  it('gives a negative total when neither the question nor the attempt is floored', async () => {
    const { marks, beforeGrading, after } = await attempt({ question: false, attempt: false }, [], 1);
    expect(marks).toEqual(wrongMarks);
    expect(beforeGrading).toBe(-3.5);
    expect(after).toMatchObject({ userObtainedQuizMark: -2.5, isExamined: true });
  });

  it('floors each question but not the attempt: no answer goes below 0, so neither does the total', async () => {
    const { marks, beforeGrading } = await attempt({ question: true, attempt: false }, ['true/false'], 0);
    expect(marks).toEqual({ ...Object.fromEntries(cases.map((c) => [c.name, 0])), 'true/false': 1 });
    expect(beforeGrading).toBe(1);
  });
});
