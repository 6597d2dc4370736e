import { beforeAll, describe, expect, it } from 'vitest';
import {
  aiGenerationFixture,
  generated,
  issueLines,
  lastRequest,
  quizTitleOf,
  replyJson,
  usageWithDetail,
  type AiGenerationState,
} from '../helpers/aiFixtures.js';
import type { AiStandIn } from '../helpers/aiStandIn.js';
import { answerRows, examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, categoryId, createQuiz, insertQuestion, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';
import { givePlan } from '../billing/limitsFixtures.js';

const ROUTES = { gemini: '/Quiz/GenerateGeminiQuestions', openAi: '/Quiz/GenerateOpenAiQuiz' } as const;
type Route = keyof typeof ROUTES;

interface Ask {
  count?: unknown;
  type?: number;
  instruction?: string;
  deletePrevious?: boolean;
  level?: number;
  category?: number;
}

const item = (question: string, options: string[], correctOptions: number[], marks = 1) => ({
  question,
  options,
  correctOptions,
  explanation: `Why: ${question}`,
  marks,
});

/** GenerateGeminiQuestions / GenerateOpenAiQuiz through the SDKs against the provider stand-in (issue 8). */
describe.each(testDatabases())('AI question generation on %s', (kind) => {
  const ai = aiGenerationFixture(kind);
  let standIn: AiStandIn;
  let t: TestApp;
  let tokens: AiGenerationState['tokens'];
  let adminId: number;
  let category: number;

  beforeAll(async () => {
    ({ standIn, t, tokens, adminId } = ai);
    category = await categoryId(t.db, 'AI Geography');
  });

  /** The provider's own field names; informational fields are sent too and must be ignored. */
  function body(route: Route, quizTopicId: number, ask: Ask = {}) {
    const common = {
      questionTypeId: ask.type ?? 1,
      questionLavelId: ask.level ?? 2,
      questionCategoryId: ask.category ?? category,
      isDeletePreviousQuestions: ask.deletePrevious ?? false,
      quizMarkOptionId: 2,
      previousQuestionsCount: 99,
      addedBy: 999_999,
    };
    return route === 'gemini'
      ? {
          ...common,
          quizTopicId,
          numOfQuestions: ask.count ?? 3,
          additionalInstruction: ask.instruction ?? 'Focus on rivers',
          topic: 'Not the title',
          questionType: 'ignored',
          difficulty: 'ignored',
        }
      : {
          ...common,
          quizId: quizTopicId,
          noOfQuestions: ask.count ?? 3,
          quizInstruction: ask.instruction ?? 'Focus on rivers',
          quizTitle: 'Not the title',
        };
  }
  const generate = (
    route: Route,
    quizTopicId: number,
    ask: Ask = {},
    headers: Record<string, string> = {},
    token = tokens.admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api${ROUTES[route]}`,
      payload: body(route, quizTopicId, ask),
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const reply = (items: unknown[]) => replyJson(standIn, { questions: items });
  const questionsOf = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .selectAll()
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();
  const topicOf = (quizTopicId: number) =>
    t.db.selectFrom('quiz_topic').selectAll().where('quizTopicId', '=', quizTopicId).executeTakeFirstOrThrow();

  it.each(['gemini', 'openAi'] as const)(
    'generates option-based questions with %s and saves them as hand-made ones',
    async (route) => {
      const quiz = await createQuiz(t, tokens.admin, { quizTotalMarks: 10 });
      const res = generated(await generate(route, quiz));
      expect(res).toMatchObject({ responseMsg: 'aiQuestionsGenerated', params: { count: 3, dropped: 0 }, dropped: [] });

      const rows = await questionsOf(quiz);
      expect(rows).toHaveLength(3);
      // The answer lists what was saved, for the result list.
      expect(res.questions).toEqual(
        rows.map((row) => ({
          questionTypeId: 1,
          questionDetail: row.questionDetail,
          options: [row.optionA, row.optionB, row.optionC, row.optionD],
          correctOptions: [row.correctOptionText],
          answerExplanation: row.answerExplanation,
          perQuestionMark: row.perQuestionMark,
          body: null,
        })),
      );
      for (const row of rows) {
        expect(row).toMatchObject({
          questionTypeId: 1,
          questionLavelId: 2,
          questionCategoryId: category,
          addedBy: adminId,
        });
        expect(row.optionA && row.optionD && row.correctOption).toBeTruthy();
        expect(row.correctOptionText).toBe(row[`option${row.correctOption}` as 'optionA']);
      }
      // Mark option 1: the total spread over the questions; the category list follows the questions.
      expect(rows.map((r) => r.perQuestionMark)).toEqual([3.34, 3.33, 3.33]);
      expect((await topicOf(quiz)).categories).toBe(String(category));

      const sent = lastRequest(standIn);
      expect(sent.provider).toBe(route === 'gemini' ? 'gemini' : 'openai');
      expect(sent.jsonSchema).toMatchObject({ required: ['questions'] });
      expect(sent.prompt).toContain('Count: 3');
      expect(sent.prompt).toContain('Question type: option');
      expect(sent.prompt).toContain(await quizTitleOf(t.db, quiz));
      expect(sent.prompt).toContain('Focus on rivers');
      expect(sent.prompt).toContain('Level: Medium');
      expect(sent.prompt).toContain('Category: AI Geography');
      expect(sent.prompt).not.toContain('Not the title');

      const usage = await usageWithDetail(t.db, `questions quizTopicId=${quiz} count=3`);
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({ userId: adminId, promptTokens: expect.any(Number) });
      expect(usage[0]!.totalTokens).toBeGreaterThan(0);
    },
  );

  it('caps the count per provider and wants a positive integer, before any provider call', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const issue = async (route: Route, count: unknown) => issueLines(await generate(route, quiz, { count }));
    expect(await issue('gemini', 51)).toEqual(['body.numOfQuestions:minMaxQuestions50']);
    expect(await issue('openAi', 26)).toEqual(['body.noOfQuestions:minMaxQuestions25']);
    for (const count of [0, 2.5, -1, '0']) {
      expect(await issue('gemini', count)).toEqual(['body.numOfQuestions:positiveInteger']);
      expect(await issue('openAi', count)).toEqual(['body.noOfQuestions:positiveInteger']);
    }
    // A word is no number: the rule's own message; only a missing count is 'required'.
    expect(await issue('gemini', 'x')).toEqual(['body.numOfQuestions:positiveInteger']);
    expect(await issue('openAi', '')).toEqual(['body.noOfQuestions:required']);
    expect(standIn.requests).toHaveLength(0);
    ok(await generate('gemini', quiz, { count: 50 }));
    ok(await generate('openAi', quiz, { count: 25 }));
    expect(await questionsOf(quiz)).toHaveLength(75);
  });

  it('saves True/False as option-based with two options in the caller language', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply([
      item('El Nilo es el río más largo de África.', ['Sí', 'No', 'Quizá'], [0]),
      item('El Sena pasa por Roma.', ['True', 'False'], [1]),
    ]);
    expect(generated(await generate('gemini', quiz, { type: 3 }, { 'accept-language': 'es' })).params.count).toBe(2);
    const rows = await questionsOf(quiz);
    expect(
      rows.map((r) => [r.questionTypeId, r.optionA, r.optionB, r.optionC, r.correctOption, r.correctOptionText]),
    ).toEqual([
      [1, 'Verdadero', 'Falso', '', 'A', 'Verdadero'],
      [1, 'Verdadero', 'Falso', '', 'B', 'Falso'],
    ]);
    expect(lastRequest(standIn).prompt).toContain('Question type: trueFalse');
    expect(lastRequest(standIn).prompt).toContain('Spanish');
  });

  it('saves descriptive questions with no options', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    ok(await generate('openAi', quiz, { type: 2, count: 2 }));
    expect(lastRequest(standIn).prompt).toContain('Question type: descriptive');
    const rows = await questionsOf(quiz);
    expect(rows.map((r) => [r.questionTypeId, r.optionA, r.optionB, r.correctOption])).toEqual([
      [2, '', '', ''],
      [2, '', '', ''],
    ]);
  });

  it('drops and reports invalid items while the valid ones are saved', async () => {
    const quiz = await createQuiz(t, tokens.admin, { quizMarkOptionId: 3 });
    await insertQuestion(t.db, quiz, {
      questionDetail: 'Which river flows through Paris?',
      perQuestionMark: 4,
      questionCategoryId: category,
    });
    reply([
      item('Which river flows through Vienna?', ['Danube', 'Rhine'], [0], 2),
      item('Which river flows through Rome?', ['Tiber', 'Arno'], [5], 2),
      item('Which river flows through Cairo?', ['Nile', '', 'Congo'], [1], 2),
      item('Which river flows through London?', ['Thames', 'Severn'], [0], 0),
      item('which river flows through  PARIS?', ['Seine', 'Loire'], [0], 2),
      item('Which river flows through Vienna? ', ['Danube', 'Inn'], [0], 2),
      item('   ', ['Yes', 'No'], [0], 2),
      { ...item('Which river flows through Prague?', ['Vltava', 'Elbe'], [], 2), correctOptions: ['Vltava'] },
      item('Which river flows through Budapest?', ['Danube', 'Tisza'], [0], 3),
    ]);
    const res = generated(await generate('gemini', quiz, { count: 9 }));
    expect(res.params).toEqual({ count: 2, dropped: 7 });
    expect(res.dropped).toEqual([
      { index: 2, text: 'Which river flows through Rome?', reason: 'the correct answer "5" is not one of the options' },
      {
        index: 3,
        text: 'Which river flows through Cairo?',
        reason: 'column correctOption: The chosen correct answer is empty',
      },
      { index: 4, text: 'Which river flows through London?', reason: 'column perQuestionMark: Must be greater than 0' },
      { index: 5, text: 'which river flows through PARIS?', reason: 'the assessment already has this question' },
      { index: 6, text: 'Which river flows through Vienna?', reason: 'Duplicate Question!' },
      { index: 7, text: '', reason: 'column questionDetail: Required' },
      {
        index: 8,
        text: 'Which river flows through Prague?',
        reason: 'the correct answer "Vltava" is not one of the options',
      },
    ]);
    const rows = await questionsOf(quiz);
    expect(rows.map((r) => [r.questionDetail, r.perQuestionMark])).toEqual([
      ['Which river flows through Paris?', 4],
      ['Which river flows through Vienna?', 2],
      ['Which river flows through Budapest?', 3],
    ]);
    // Mark option 3: the total follows the questions' marks; the prompt asked for marks and avoided the existing one.
    expect((await topicOf(quiz)).quizTotalMarks).toBe(9);
    expect(lastRequest(standIn).prompt).toContain('marks is a whole number');
    expect(lastRequest(standIn).prompt).toContain('- Which river flows through Paris?');
  });

  it('keeps the first items up to the count asked for', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply(['A', 'B', 'C', 'D'].map((n) => item(`Question ${n}?`, ['Yes', 'No'], [0])));
    expect(generated(await generate('openAi', quiz, { count: 2 })).params).toEqual({ count: 2, dropped: 0 });
    expect((await questionsOf(quiz)).map((r) => r.questionDetail)).toEqual(['Question A?', 'Question B?']);
  });

  it('saves nothing when no item is valid (aiNoValidOutput) or the answer is malformed (aiMalformedOutput)', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    reply([item('Bad one?', ['Yes', 'No'], [3]), item('', ['Yes', 'No'], [0])]);
    const none = refusal(await generate('gemini', quiz));
    expect(none).toMatchObject({ status: 'error', responseMsg: 'aiNoValidOutput' });
    expect(none.message).toContain('the correct answer "3" is not one of the options');

    for (const text of [
      'Here are three questions: 1. What…',
      '{"questions": "none"}',
      '{"items": []}',
      '{"questions": []}',
    ]) {
      standIn.setReply(() => ({ text }));
      const malformed = refusal(await generate('openAi', quiz));
      expect(malformed).toMatchObject({
        responseMsg: 'aiMalformedOutput',
        message: expect.stringContaining('Open AI'),
      });
    }
    expect(await questionsOf(quiz)).toHaveLength(0);
    // A JSON answer wrapped in a Markdown fence is read.
    standIn.setReply(() => ({
      text: `\`\`\`json\n${JSON.stringify({ questions: [item('Fenced?', ['Yes', 'No'], [1])] })}\n\`\`\``,
    }));
    expect(generated(await generate('gemini', quiz)).params.count).toBe(1);
  });

  it('deletes the previous questions in the same transaction, keeping past answers readable', async () => {
    const { quizTopicId: quiz, questionIds } = await liveQuiz(t, tokens.admin, {}, [
      { questionDetail: 'Old question one?', optionA: 'A1', optionB: 'B1', correctOption: ['A'] },
      { questionDetail: 'Old question two?' },
    ]);
    const cand = await newCandidate(t, 'ai-q');
    const attemptId = await startedAttempt(t, cand.token, quiz);
    ok(
      await examApi(t, cand.token).answer({
        quizResponseInitialId: attemptId,
        quizQuestionId: questionIds[0],
        userAnswer: 'A1',
      }),
    );
    ok(await api(t, tokens.admin).put('/Quiz/StopQuiz', { quizTopicId: quiz }));

    reply([item('Old question one?', ['Yes', 'No'], [0]), item('Brand new question?', ['Yes', 'No'], [1])]);
    expect(generated(await generate('gemini', quiz, { deletePrevious: true, count: 2 })).params.count).toBe(2);
    expect((await questionsOf(quiz)).map((r) => r.questionDetail)).toEqual([
      'Old question one?',
      'Brand new question?',
    ]);
    expect(lastRequest(standIn).prompt).not.toContain('already has these questions');
    const answers = await answerRows(t.db, attemptId);
    expect(answers.find((a) => a.quizQuestionId === questionIds[0])).toMatchObject({
      questionDetail: 'Old question one?',
      userAnswer: 'A1',
    });
  });

  it('refuses a running assessment before calling the provider, and again when it went live meanwhile', async () => {
    const { quizTopicId: quiz } = await liveQuiz(t, tokens.admin);
    for (const route of ['gemini', 'openAi'] as const) {
      expect(refusal(await generate(route, quiz))).toMatchObject({
        responseMsg: 'aiRunningAssessment',
        status: 'error',
      });
    }
    expect(standIn.requests).toHaveLength(0);
    expect(await questionsOf(quiz)).toHaveLength(1);

    // Stopped when asked; an admin presses Go Live while the provider is answering.
    ok(await api(t, tokens.admin).put('/Quiz/StopQuiz', { quizTopicId: quiz }));
    standIn.setReply(async (request) => {
      ok(await api(t, tokens.admin).put('/Quiz/StartQuiz', { quizTopicId: quiz }));
      return standIn.defaultReply(request);
    });
    expect(refusal(await generate('gemini', quiz)).responseMsg).toBe('aiRunningAssessment');
    expect(await questionsOf(quiz)).toHaveLength(1);
    expect(await usageWithDetail(t.db, `questions quizTopicId=${quiz} count=3`)).toHaveLength(1);
  });

  it('saves nothing past the plan question quota', async () => {
    const admin = await realAdmin(t, `ai-quota-${kind}@example.com`);
    await givePlan(
      t.db,
      { userId: admin.userId, email: `ai-quota-${kind}@example.com` },
      { questionPerAssessmentCount: 4 },
    );
    const quiz = await createQuiz(t, admin.token);
    await insertQuestion(t.db, quiz, { questionCategoryId: category });
    const refused = refusal(await generate('openAi', quiz, { count: 4 }, {}, admin.token));
    expect(refused).toMatchObject({ responseMsg: 'maxQuestionQuota', params: { max: 4 } });
    expect(await questionsOf(quiz)).toHaveLength(1);
    // Deleting the previous question makes room for the whole batch (the quota counts inside the transaction).
    expect(
      generated(await generate('openAi', quiz, { count: 4, deletePrevious: true }, {}, admin.token)).params.count,
    ).toBe(4);
    expect(await questionsOf(quiz)).toHaveLength(4);
  });

  it('answers duplicateQuestion when another admin saved the same question meanwhile', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    standIn.setReply(async () => {
      await insertQuestion(t.db, quiz, { questionDetail: 'Raced question?', questionCategoryId: category });
      return {
        text: JSON.stringify({
          questions: [item('Other question?', ['Yes', 'No'], [0]), item('Raced question?', ['Yes', 'No'], [0])],
        }),
      };
    });
    expect(refusal(await generate('gemini', quiz, { count: 2 })).responseMsg).toBe('duplicateQuestion');
    expect((await questionsOf(quiz)).map((r) => r.questionDetail)).toEqual(['Raced question?']);
  });

  it('is for admins only, for a known assessment, level and category', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    for (const route of ['gemini', 'openAi'] as const) {
      expect((await generate(route, quiz, {}, {}, tokens.candidate)).statusCode).toBe(403);
      expect((await generate(route, 999_999)).statusCode).toBe(404);
      const unknown = await generate(route, quiz, { level: 99, category: 999_999 });
      expect(unknown.statusCode).toBe(400);
      expect((unknown.json().issues as { path: string }[]).map((i) => i.path).sort()).toEqual([
        'body.questionCategoryId',
        'body.questionLavelId',
      ]);
    }
    // Cloze (8) is not generated, nor a type that does not exist.
    for (const questionTypeId of [8, 9, 0]) {
      const noType = await t.app.inject({
        method: 'POST',
        url: `/api${ROUTES.gemini}`,
        payload: { ...body('gemini', quiz), questionTypeId },
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(issueLines(noType)).toEqual(['body.questionTypeId:required']);
    }
    expect(standIn.requests).toHaveLength(0);
  });
});
