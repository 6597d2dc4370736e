import { MARK_OPTION, type AiGenerationResponse, type QuestionBody } from '@assessly/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aiGenerationFixture,
  generated,
  lastRequest,
  replyJson,
  type AiGenerationState,
} from '../helpers/aiFixtures.js';
import type { AiStandIn } from '../helpers/aiStandIn.js';
import { api, categoryId, createQuiz, refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

const ROUTES = { gemini: '/Quiz/GenerateGeminiQuestions', openAi: '/Quiz/GenerateOpenAiQuiz' } as const;
type Route = keyof typeof ROUTES;
const PROVIDERS = ['gemini', 'openAi'] as const;

/** The question engine's types that generation offers (issue 22), by questionTypeId and prompt word. */
const TYPES = [
  { id: 4, kind: 'shortAnswer', fields: ['question', 'answers', 'caseSensitive', 'explanation', 'marks'] },
  { id: 5, kind: 'numerical', fields: ['question', 'answers', 'units', 'explanation', 'marks'] },
  { id: 6, kind: 'matching', fields: ['question', 'pairs', 'distractors', 'explanation', 'marks'] },
  { id: 7, kind: 'ordering', fields: ['question', 'items', 'explanation', 'marks'] },
] as const;

const CASES = TYPES.flatMap((type) => PROVIDERS.map((route) => [type.kind, route, type] as const));

type JsonSchema = { properties: Record<string, JsonSchema>; items: JsonSchema; required: string[] };

/** What the stand-in's default answer holds for item `index` of batch `serial` (see aiStandIn.ts). */
function expectedBody(kind: string, index: number, serial: number): QuestionBody {
  const tag = `${index} (#${serial})`;
  switch (kind) {
    case 'shortAnswer':
      return {
        type: 'shortAnswer',
        answers: [
          { text: `Answer ${tag}`, fraction: 1 },
          { text: `Near answer ${tag}`, fraction: 0.5 },
        ],
        caseSensitive: false,
      };
    case 'numerical':
      return {
        type: 'numerical',
        answers: [{ value: index * 10 + serial / 1000, tolerance: 0.5, fraction: 1 }],
        units: [],
        unitRequired: false,
      };
    case 'matching':
      return {
        type: 'matching',
        pairs: [1, 2, 3].map((n) => ({ stem: `Stem ${n} of ${tag}`, choice: `Match ${n} of ${tag}` })),
        distractors: [`Distractor of ${tag}`],
      };
    default:
      return { type: 'ordering', items: [1, 2, 3, 4].map((n) => `Step ${n} of ${tag}`), scoring: 'allOrNothing' };
  }
}

/**
 * GenerateGeminiQuestions / GenerateOpenAiQuiz for short answer, numerical, matching and ordering (issue
 * 22), through both SDKs against the provider stand-in: each type is asked for in its own structured form,
 * turned into the registry's body, checked as an imported question is, and saved; an invalid item is
 * dropped with a reason in the caller's language that names the part it concerns.
 */
describe.each(testDatabases())('AI generation of the question engine types on %s', (kind) => {
  const ai = aiGenerationFixture(kind);
  let standIn: AiStandIn;
  let t: TestApp;
  let tokens: AiGenerationState['tokens'];
  let category: number;

  beforeAll(async () => {
    ({ standIn, t, tokens } = ai);
    category = await categoryId(t.db, 'AI Engine types');
  });

  function body(route: Route, quizTopicId: number, questionTypeId: number, count: number) {
    const common = { questionTypeId, questionLavelId: 2, questionCategoryId: category };
    return route === 'gemini'
      ? { ...common, quizTopicId, numOfQuestions: count, additionalInstruction: 'Physics' }
      : { ...common, quizId: quizTopicId, noOfQuestions: count, quizInstruction: 'Physics' };
  }
  const generate = (route: Route, quizTopicId: number, questionTypeId: number, count = 2, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api${ROUTES[route]}`,
      payload: body(route, quizTopicId, questionTypeId, count),
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': language },
    });
  const reply = (items: unknown[]) => replyJson(standIn, { questions: items });
  const rowsOf = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .selectAll()
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();
  const reasons = (res: AiGenerationResponse) => res.dropped.map((d) => [d.index, d.reason]);

  it.each(CASES)('generates %s questions with %s and saves them with their body', async (typeKind, route, type) => {
    const quiz = await createQuiz(t, tokens.admin, { quizTotalMarks: 10 });
    const res = generated(await generate(route, quiz, type.id));
    expect(res.params).toEqual({ count: 2, dropped: 0 });

    // What was asked: the type's own structured form, the type word and the count on their lines.
    const sent = lastRequest(standIn);
    expect(sent.provider).toBe(route === 'gemini' ? 'gemini' : 'openai');
    if (route === 'openAi') expect(sent.schemaName).toBe('questions');
    const item = (sent.jsonSchema as unknown as JsonSchema).properties.questions!.items;
    expect(item.required).toEqual(type.fields);
    expect(Object.keys(item.properties)).toEqual(type.fields);
    expect(sent.prompt.split('\n')).toEqual(expect.arrayContaining([`Question type: ${typeKind}`, 'Count: 2']));
    expect(sent.prompt).toContain('#####');
    const serial = Number(/\(#(\d+)\)/.exec(res.questions![0]!.questionDetail)![1]);

    // Saved as that type with the registry's body, no option columns, the marks spread (mark option 1).
    const rows = await rowsOf(quiz);
    expect(rows.map((r) => [r.questionTypeId, r.optionA, r.correctOption, r.perQuestionMark])).toEqual([
      [type.id, '', '', 5],
      [type.id, '', '', 5],
    ]);
    const bodies = [1, 2].map((i) => expectedBody(typeKind, i, serial));
    expect(rows.map((r) => JSON.parse(r.questionData!))).toEqual(bodies);
    expect(res.questions).toEqual(
      rows.map((r, i) => ({
        questionTypeId: type.id,
        questionDetail: r.questionDetail,
        options: [],
        correctOptions: [],
        answerExplanation: `Explanation of question ${i + 1}`,
        perQuestionMark: 5,
        body: bodies[i],
      })),
    );
    // The Questions screen reads them as any other question of the type.
    const list = await api(t, tokens.admin).get(`/Quiz/GetQuizQuestionList/${quiz}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { questionTypeId: number; body: unknown }[]).map((q) => [q.questionTypeId, q.body])).toEqual(
      bodies.map((b) => [type.id, b]),
    );
  });

  it.each(PROVIDERS)('refuses invalid short-answer items one by one with %s', async (route) => {
    const quiz = await createQuiz(t, tokens.admin);
    reply([
      { question: 'Capital of France?', answers: [{ text: 'Paris', percent: 100 }], caseSensitive: false },
      { question: 'Capital of Spain?', answers: [], caseSensitive: false },
      { question: 'Capital of Italy?', answers: [{ text: 'Rome#####Roma', percent: 100 }], caseSensitive: false },
      { question: 'Capital of Peru?', answers: [{ text: 'Lima', percent: 0 }], caseSensitive: false },
      { question: 'Capital of Chile?', answers: [{ text: 'Santiago', percent: 150 }], caseSensitive: false },
      { question: 'Capital of Cuba?', answers: [{ text: 'Havana', percent: 'all' }], caseSensitive: false },
      { question: 'Capital of France?', answers: [{ text: 'Paris', percent: 100 }], caseSensitive: false },
      { question: 'Capital of Japan?', answers: ['Tokyo'], caseSensitive: true },
    ]);
    const res = generated(await generate(route, quiz, 4, 8));
    expect(res.params).toEqual({ count: 2, dropped: 6 });
    expect(reasons(res)).toEqual([
      [2, 'Accepted answers: Required'],
      [3, 'Answer 1: A text may not contain ##### (five hash characters): it separates the parts of an answer'],
      [4, 'At least one answer must give marks (a fraction above 0%)'],
      [5, 'Answer 1: A fraction must be from -100% to 100%'],
      [6, 'Answer 1: "all" is not a number'],
      [7, 'Duplicate Question!'],
    ]);
    // A bare text is an answer that earns the whole mark.
    expect((await rowsOf(quiz)).map((r) => JSON.parse(r.questionData!))).toEqual([
      { type: 'shortAnswer', answers: [{ text: 'Paris', fraction: 1 }], caseSensitive: false },
      { type: 'shortAnswer', answers: [{ text: 'Tokyo', fraction: 1 }], caseSensitive: true },
    ]);
  });

  it.each(PROVIDERS)(
    'refuses a numerical answer that is not a number, and other invalid values, with %s',
    async (route) => {
      const quiz = await createQuiz(t, tokens.admin);
      const question = (text: string, answers: unknown, units: unknown = []) => ({ question: text, answers, units });
      reply([
        question('Speed of light in km/s?', [{ value: 'about 300000', tolerance: 0, percent: 100 }]),
        question('Boiling point of water in °C?', [{ value: '100', tolerance: 0.5, percent: 100 }]),
        question('Pi to two decimals?', [{ value: 3.14, tolerance: -0.01, percent: 100 }]),
        question('Freezing point in °C?', null),
        question(
          'A kilometre in metres?',
          [{ value: 1000, tolerance: 0, percent: 100 }],
          [{ unit: 'm', multiplier: 'ten' }],
        ),
        question(
          'Half of 7?',
          [{ value: 3.5, tolerance: 0, percent: 100 }],
          [
            { unit: 'units', multiplier: 1 },
            { unit: 'halves', multiplier: 2 },
          ],
        ),
        question('Days in a week?', [{ value: { n: 7 }, tolerance: 0, percent: 100 }]),
      ]);
      const res = generated(await generate(route, quiz, 5, 7));
      expect(res.params).toEqual({ count: 2, dropped: 5 });
      expect(reasons(res)).toEqual([
        [1, 'Value 1: "about 300000" is not a number'],
        [3, 'Value 1: Enter a number of 0 or more'],
        [4, 'Accepted values: Required'],
        [5, 'Unit 1: "ten" is not a number'],
        [7, 'Value 1: "{"n":7}" is not a number'],
      ]);
      expect((await rowsOf(quiz)).map((r) => JSON.parse(r.questionData!))).toEqual([
        { type: 'numerical', answers: [{ value: 100, tolerance: 0.5, fraction: 1 }], units: [], unitRequired: false },
        {
          type: 'numerical',
          answers: [{ value: 3.5, tolerance: 0, fraction: 1 }],
          units: [
            { unit: 'units', multiplier: 1 },
            { unit: 'halves', multiplier: 2 },
          ],
          unitRequired: false,
        },
      ]);
    },
  );

  it.each(PROVIDERS)('refuses a matching with fewer than 2 pairs, and other invalid pairs, with %s', async (route) => {
    const quiz = await createQuiz(t, tokens.admin);
    const pair = (stem: unknown, choice: unknown) => ({ stem, choice });
    reply([
      { question: 'Match the capitals.', pairs: [pair('France', 'Paris')], distractors: [] },
      { question: 'Match the rivers.', pairs: [pair('Paris', 'Seine'), pair('Rome', '')], distractors: [] },
      { question: 'Match the seas.', pairs: [pair('A', 'B'), pair('C', 'D')], distractors: ['E#####F'] },
      { question: 'Match the numbers.', pairs: [pair(1, 'one'), pair(2, 'two')], distractors: ['three'] },
      { question: 'Match nothing.', pairs: 'none', distractors: [] },
    ]);
    const res = generated(await generate(route, quiz, 6, 5));
    expect(res.params).toEqual({ count: 1, dropped: 4 });
    expect(reasons(res)).toEqual([
      [1, 'Give at least 2 pairs'],
      [2, 'Pair 2: Required'],
      [3, 'Wrong answer 1: A text may not contain ##### (five hash characters): it separates the parts of an answer'],
      [5, 'Give at least 2 pairs'],
    ]);
    expect(JSON.parse((await rowsOf(quiz))[0]!.questionData!)).toEqual({
      type: 'matching',
      pairs: [pair('1', 'one'), pair('2', 'two')],
      distractors: ['three'],
    });
  });

  it.each(PROVIDERS)('refuses an ordering with duplicate items, and other invalid orders, with %s', async (route) => {
    const quiz = await createQuiz(t, tokens.admin, { quizMarkOptionId: MARK_OPTION.perQuestion });
    const order = (question: string, items: unknown, marks: unknown = 2) => ({ question, items, marks });
    reply([
      order('Order the planets from the Sun.', ['Mercury', 'Venus', ' mercury ', 'Earth']),
      order('Order one thing.', ['Alone']),
      order('Order the objects.', ['First', { text: 'x' }]),
      order('Order the steps.', ['Mix', 'Bake', 'Eat'], 0),
      order('Order the steps, with separators.', ['Mix#####Stir', 'Bake']),
      order('Order the numbers.', [1, 2, 3], 3),
    ]);
    const res = generated(await generate(route, quiz, 7, 6));
    expect(res.params).toEqual({ count: 1, dropped: 5 });
    expect(reasons(res)).toEqual([
      [1, 'Item 3: the same text as item 1; every item must be different'],
      [2, 'Give at least 2 items to put in order'],
      [3, 'Item 2: the value "{"text":"x"}" is not valid'],
      [4, 'Marks for this question: Must be greater than 0'],
      [5, 'Item 1: A text may not contain ##### (five hash characters): it separates the parts of an answer'],
    ]);
    expect((await rowsOf(quiz)).map((r) => [JSON.parse(r.questionData!), r.perQuestionMark])).toEqual([
      [{ type: 'ordering', items: ['1', '2', '3'], scoring: 'allOrNothing' }, 3],
    ]);
  });

  it('gives the reasons in the caller language', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply([
      { question: '¿Orden?', items: ['Uno', 'Dos', 'uno'] },
      { question: '¿Pocos?', items: ['Uno'] },
      { question: '¿Bien?', items: ['Uno', 'Dos'] },
    ]);
    expect(reasons(generated(await generate('gemini', quiz, 7, 3, 'es')))).toEqual([
      [1, 'Elemento 3: el mismo texto que el elemento 1; cada elemento debe ser distinto'],
      [2, 'Indica al menos 2 elementos para ordenar'],
    ]);
    const numeric = await createQuiz(t, tokens.admin);
    reply([{ question: 'संख्या?', answers: [{ value: 'सात', tolerance: 0, percent: 100 }], units: [] }]);
    const none = refusal(await generate('openAi', numeric, 5, 1, 'in'));
    expect(none.responseMsg).toBe('aiNoValidOutput');
    expect(none.message).toContain('मान 1: "सात" कोई संख्या नहीं है');
    expect(await rowsOf(numeric)).toHaveLength(0);
  });

  it('refuses the question engine types for a survey before calling the provider', async () => {
    const survey = await createQuiz(t, tokens.admin, {
      quizMarkOptionId: MARK_OPTION.survey,
      quizTotalMarks: 0,
      quizPassMarks: 0,
    });
    for (const type of TYPES) {
      for (const route of PROVIDERS) {
        expect(refusal(await generate(route, survey, type.id, 1))).toMatchObject({
          responseMsg: 'surveyQuestionType',
          status: 'error',
        });
      }
    }
    expect(standIn.requests).toHaveLength(0);
    expect(await rowsOf(survey)).toHaveLength(0);
  });

  it('saves nothing when no item of a type is valid, and refuses cloze', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply([{ question: 'Match?', pairs: [], distractors: [] }]);
    const none = refusal(await generate('openAi', quiz, 6, 1));
    expect(none).toMatchObject({ status: 'error', responseMsg: 'aiNoValidOutput' });
    expect(none.message).toContain('Give at least 2 pairs');
    const cloze = await generate('gemini', quiz, 8, 1);
    expect(cloze.statusCode).toBe(400);
    expect(await rowsOf(quiz)).toHaveLength(0);
  });
});
