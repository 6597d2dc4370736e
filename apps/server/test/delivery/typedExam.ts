import { ANSWER_SEPARATOR, MARK_OPTION, type ExamQuestion, type QuestionBody } from '@assessly/shared';
import { api, categoryId, createQuiz } from '../helpers/quizFixtures.js';
import type { TestApp } from '../helpers/testApp.js';

/**
 * Issue 22's exam with a question of every type, made through the admin API (CreateQuizTopic,
 * CreateQuizQuestion with its body, StartQuiz), and answers to each in its wire form, built from what
 * GetSingleQuestion showed (texts looked up among the attempt's opaque ids).
 */

/** A question as CreateQuizQuestion takes it, with how to answer it right, partly right and wrong. */
export interface TypedCase {
  name: string;
  question: {
    questionTypeId: number;
    questionDetail: string;
    perQuestionMark: number;
    answerExplanation?: string;
    optionA?: string;
    optionB?: string;
    optionC?: string;
    correctOption?: string[];
    body?: QuestionBody;
  };
  /** Wire answers from the question as shown; marks of each (partial: none for a type that has no such answer). */
  right: (q: ShownQuestion) => string;
  partial?: (q: ShownQuestion) => string;
  wrong: (q: ShownQuestion) => string;
  marks: { right: number; partial?: number; wrong: number };
}

/** GetSingleQuestion's answer (issue 22's view included). */
export type ShownQuestion = ExamQuestion;

type Shown = { id: string; text: string };
function idOf(list: Shown[] | undefined, text: string): string {
  const found = list?.find((x) => x.text === text);
  if (!found) throw new Error(`"${text}" is not among ${JSON.stringify(list)}`);
  return found.id;
}

const join = (parts: string[]) => parts.join(ANSWER_SEPARATOR);
export const orderWire = (q: ShownQuestion, texts: string[]) => join(texts.map((text) => idOf(q.items, text)));
export const pairsWire = (q: ShownQuestion, pairs: [string, string][]) =>
  join(pairs.map(([stem, choice]) => `${idOf(q.stems, stem)}=${idOf(q.choices, choice)}`));
/** Cloze values by blank number; a choice blank's value is the text of its choice, sent as its id. */
export function clozeWire(q: ShownQuestion, values: Record<number, string>) {
  return join(
    Object.entries(values).map(([no, value]) => {
      const blank = q.blanks?.find((b) => b.no === Number(no));
      return `${no}=${blank?.kind === 'choice' ? idOf(blank.choices, value) : value}`;
    }),
  );
}

/**
 * The cloze text: a text blank (Paris, Marseille for half), a number blank (3.14 ± 0.01, 3 ± 0.5 for half)
 * and a choice blank (blue; green nothing; red costs half the blank), each weighing 1.
 */
export const clozeText = (marker = 'x') =>
  `Capital {1:SHORTANSWER:=Paris#Right~%50%Marseille#Half~%10%${marker}cloze}, pi ` +
  `{1:NUMERICAL:=3.14:0.01~%50%3:0.5~%10%27182.818:0.0031} and the sky {1:MULTICHOICE:=blue#${marker}fb~green~%-50%red}.`;

/**
 * One question of each auto-scored type, plus a descriptive one; `marker` is planted in every field of a
 * key a candidate must never see before the attempt ends (feedback, accepted answers, units, explanations).
 * Marks: 2 + 1 + 2 + 2 + 3 + 4 + 3 + 5 = 22.
 */
export function typedCases(marker = 'x'): TypedCase[] {
  const explanation = (n: number) => `${marker}-explained-${n}`;
  return [
    {
      name: 'choice with fractions',
      question: {
        questionTypeId: 1,
        questionDetail: 'Which city is the capital of France?',
        perQuestionMark: 2,
        answerExplanation: explanation(1),
        optionA: 'Paris',
        optionB: 'Lyon',
        optionC: 'Marseille',
        correctOption: ['A'],
        body: {
          type: 'choice',
          multiple: false,
          options: [
            { text: 'Paris', fraction: 1, feedback: `${marker}-right` },
            { text: 'Lyon', fraction: 0, feedback: `${marker}-wrong` },
            { text: 'Marseille', fraction: 0.5, feedback: `${marker}-half` },
          ],
        },
      },
      right: () => 'Paris',
      partial: () => 'Marseille',
      wrong: () => 'Lyon',
      marks: { right: 2, partial: 1, wrong: 0 },
    },
    {
      name: 'true/false',
      question: {
        questionTypeId: 3,
        questionDetail: 'The sun rises in the west.',
        perQuestionMark: 1,
        answerExplanation: explanation(3),
        body: { type: 'trueFalse', correct: false, feedbackTrue: `${marker}-t`, feedbackFalse: `${marker}-f` },
      },
      right: () => 'false',
      wrong: () => 'TRUE',
      marks: { right: 1, wrong: 0 },
    },
    {
      name: 'short answer',
      question: {
        questionTypeId: 4,
        questionDetail: 'Name the capital of Italy.',
        perQuestionMark: 2,
        answerExplanation: explanation(4),
        body: {
          type: 'shortAnswer',
          caseSensitive: false,
          answers: [
            { text: 'Rome', fraction: 1, feedback: `${marker}-sa` },
            { text: 'Rom*', fraction: 0.5 },
            { text: `${marker}accepted`, fraction: 0.1 },
          ],
        },
      },
      right: () => ' rome ',
      partial: () => 'Romulus',
      wrong: () => 'Milan',
      marks: { right: 2, partial: 1, wrong: 0 },
    },
    {
      name: 'numerical',
      question: {
        questionTypeId: 5,
        questionDetail: 'How long is a football pitch, about?',
        perQuestionMark: 2,
        answerExplanation: explanation(5),
        body: {
          type: 'numerical',
          answers: [
            { value: 105, tolerance: 5, fraction: 1, feedback: `${marker}-num` },
            { value: 90, tolerance: 10, fraction: 0.25 },
            { value: 31415.9265, tolerance: 0.0271828, fraction: 0.1 },
          ],
          units: [
            { unit: 'm', multiplier: 1 },
            { unit: 'cm', multiplier: 100 },
            { unit: `${marker}unit`, multiplier: 7 },
          ],
          unitRequired: false,
        },
      },
      right: () => '10300 cm',
      partial: () => '85',
      wrong: () => '200',
      marks: { right: 2, partial: 0.5, wrong: 0 },
    },
    {
      name: 'matching',
      question: {
        questionTypeId: 6,
        questionDetail: 'Match each country to its capital.',
        perQuestionMark: 3,
        answerExplanation: explanation(6),
        body: {
          type: 'matching',
          pairs: [
            { stem: 'France', choice: 'Paris' },
            { stem: 'Italy', choice: 'Rome' },
            { stem: 'Spain', choice: 'Madrid' },
          ],
          distractors: ['Lisbon'],
        },
      },
      right: (q) =>
        pairsWire(q, [
          ['Spain', 'Madrid'],
          ['France', 'Paris'],
          ['Italy', 'Rome'],
        ]),
      partial: (q) =>
        pairsWire(q, [
          ['France', 'Paris'],
          ['Italy', 'Lisbon'],
          ['Spain', 'Madrid'],
        ]),
      wrong: (q) => pairsWire(q, [['France', 'Rome']]),
      marks: { right: 3, partial: 2, wrong: 0 },
    },
    {
      name: 'ordering',
      question: {
        questionTypeId: 7,
        questionDetail: 'Put the planets in order from the sun.',
        perQuestionMark: 4,
        answerExplanation: explanation(7),
        body: { type: 'ordering', items: ['Mercury', 'Venus', 'Earth', 'Mars'], scoring: 'perPosition' },
      },
      right: (q) => orderWire(q, ['Mercury', 'Venus', 'Earth', 'Mars']),
      partial: (q) => orderWire(q, ['Mercury', 'Venus', 'Mars', 'Earth']),
      wrong: (q) => orderWire(q, ['Mars', 'Earth', 'Venus', 'Mercury']),
      marks: { right: 4, partial: 2, wrong: 0 },
    },
    {
      name: 'cloze',
      question: {
        questionTypeId: 8,
        questionDetail: clozeText(marker),
        perQuestionMark: 3,
        answerExplanation: explanation(8),
      },
      right: (q) => clozeWire(q, { 1: 'paris', 2: '3.141', 3: 'blue' }),
      partial: (q) => clozeWire(q, { 1: 'Marseille', 2: '3.14', 3: 'blue' }),
      wrong: (q) => clozeWire(q, { 1: 'London', 2: '10', 3: 'green' }),
      marks: { right: 3, partial: 2.5, wrong: 0 },
    },
    {
      name: 'descriptive',
      question: {
        questionTypeId: 2,
        questionDetail: 'Explain the difference between weather and climate.',
        perQuestionMark: 5,
        answerExplanation: explanation(2),
      },
      right: () => 'Weather is today; climate is the long run.',
      wrong: () => 'No idea.',
      marks: { right: 0, wrong: 0 },
    },
  ];
}

/** A live assessment of these questions (mark option 3: each question its own mark), made through the API. */
export async function typedQuiz(
  t: TestApp,
  adminToken: string,
  cases: TypedCase[],
  quiz: Record<string, unknown> = {},
): Promise<{ quizTopicId: number; questionIds: number[] }> {
  const admin = api(t, adminToken);
  const quizTopicId = await createQuiz(t, adminToken, {
    quizMarkOptionId: MARK_OPTION.perQuestion,
    quizTotalMarks: 0,
    quizPassMarks: 11,
    ...quiz,
  });
  const questionCategoryId = await categoryId(t.db, 'Typed questions');
  const questionIds: number[] = [];
  for (const c of cases) {
    const res = await admin.post('/Quiz/CreateQuizQuestion', {
      quizTopicId,
      questionLavelId: 1,
      questionCategoryId,
      ...c.question,
    });
    if (res.statusCode !== 200)
      throw new Error(`CreateQuizQuestion (${c.name}) answered ${res.statusCode} ${res.body}`);
    questionIds.push((res.json() as { quizQuestionId: number }).quizQuestionId);
  }
  const live = await admin.put('/Quiz/StartQuiz', { quizTopicId });
  if (live.statusCode !== 200) throw new Error(`StartQuiz answered ${live.statusCode} ${live.body}`);
  return { quizTopicId, questionIds };
}
