import { AI_SURVEY_QUESTION_TYPE_IDS, MARK_OPTION, successCode } from '@assessly/shared';
import type { AiGenerationResponse, AiProvider, FieldIssue, Locale, QuestionInput, QuizTopic } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { AppError, notFound, refuse } from '../../errors/AppError.js';
import { assertMayAddQuestions } from '../billing/index.js';
import { existingQuestionKeys, insertQuestions } from '../authoring/index.js';
import { presetEqualMarks } from '../authoring/index.js';
import { lookupOf } from '../authoring/index.js';
import { findQuizTopic, refreshCategories } from '../authoring/index.js';
import { refreshMarks } from '../authoring/index.js';
import { callAi } from './aiClient.js';
import * as repo from './aiGenerationRepository.js';
import { questionsOutput, typedQuestionsOutput } from './aiOutputShapes.js';
import { EXISTING_IN_PROMPT, isTypedKind, parseAiJson, questionKind, questionPrompt } from './aiPrompts.js';
import { generatedQuestions, savedQuestion, type ItemContext } from './aiQuestionItems.js';

const SURVEY_TYPES: readonly number[] = AI_SURVEY_QUESTION_TYPE_IDS;

/** A question generation request, whichever provider's field names it came with. */
export interface QuestionGeneration {
  quizTopicId: number;
  /** The admin's extra instruction (may be empty). */
  instruction: string;
  count: number;
  questionTypeId: number;
  questionLavelId: number;
  questionCategoryId: number;
  deletePrevious: boolean;
}

/** The level and category names for the prompt; unknown ids answer 400 on their fields, as a question's do. */
async function lookupNames(db: DB, input: QuestionGeneration) {
  const [level, category] = await Promise.all([
    repo.levelName(db, input.questionLavelId),
    repo.categoryName(db, input.questionCategoryId),
  ]);
  const issues: FieldIssue[] = [];
  if (category === null) issues.push({ path: 'body.questionCategoryId', message: 'required' });
  if (level === null) issues.push({ path: 'body.questionLavelId', message: 'required' });
  if (issues.length > 0 || level === null || category === null) throw new AppError('validationFailed', { issues });
  return { level, category };
}

/** What the provider is asked and what the answer's items are checked against, read before the call. */
async function prepare(db: DB, quiz: QuizTopic, input: QuestionGeneration) {
  const names = await lookupNames(db, input);
  const [existingKeys, existingTexts] = input.deletePrevious
    ? [new Set<string>(), []]
    : await Promise.all([
        existingQuestionKeys(db, quiz.quizTopicId),
        repo.latestQuestionTexts(db, quiz.quizTopicId, EXISTING_IN_PROMPT),
      ]);
  return { ...names, existingKeys, existingTexts };
}

function itemContext(
  quiz: QuizTopic,
  input: QuestionGeneration,
  existingKeys: Set<string>,
  names: { level: string; category: string },
  locale: Locale,
): ItemContext {
  return {
    row: {
      quizTopicId: quiz.quizTopicId,
      quiz: { quizMarkOptionId: quiz.quizMarkOptionId, allowMultipleAnswer: quiz.allowMultipleAnswer },
      levels: lookupOf([{ id: input.questionLavelId, name: names.level }]),
      categories: lookupOf([{ id: input.questionCategoryId, name: names.category }]),
      existingKeys,
      fileKeys: new Set(),
    },
    questionTypeId: input.questionTypeId,
    questionLavelId: input.questionLavelId,
    questionCategoryId: input.questionCategoryId,
    locale,
    count: input.count,
  };
}

/**
 * The batch in one transaction, as an import stores a file: the assessment must still be stopped (an admin
 * may have pressed Go Live while the provider answered), the previous questions go first when asked, then
 * the plan's quota, the inserts, the marks and the category list.
 */
async function store(db: DB, quiz: QuizTopic, questions: QuestionInput[], input: QuestionGeneration, userId: number) {
  await repo.saveRefusingDuplicates(db, 'duplicateQuestion', async (trx) => {
    if (!(await repo.touchIfStopped(trx, quiz.quizTopicId, userId))) {
      if (!(await findQuizTopic(trx, quiz.quizTopicId))) notFound();
      refuse('aiRunningAssessment');
    }
    if (input.deletePrevious) await repo.deleteQuestionsOf(trx, quiz.quizTopicId);
    await assertMayAddQuestions(trx, userId, quiz.quizTopicId, questions.length);
    await insertQuestions(trx, questions, userId);
    await refreshMarks(trx, quiz.quizTopicId);
    await refreshCategories(trx, quiz.quizTopicId);
  });
}

/**
 * GenerateGeminiQuestions / GenerateOpenAiQuiz: refused for a running assessment before the provider is
 * called; every generated item passes the rules of a hand-made question or is dropped and reported; the
 * survivors are saved together or not at all.
 */
export async function generateQuestions(
  app: FastifyInstance,
  provider: AiProvider,
  input: QuestionGeneration,
  userId: number,
  locale: Locale,
): Promise<AiGenerationResponse> {
  const quiz = (await findQuizTopic(app.db, input.quizTopicId)) ?? notFound();
  const known = await prepare(app.db, quiz, input);
  if (quiz.isRunning) refuse('aiRunningAssessment');
  // A survey has no right answers: the question engine's types (all about their key) are refused before
  // the provider is called (True/False is saved as option-based).
  if (quiz.quizMarkOptionId === MARK_OPTION.survey && !SURVEY_TYPES.includes(input.questionTypeId))
    refuse('surveyQuestionType');
  const kind = questionKind(input.questionTypeId);
  const ask = questionPrompt({
    title: quiz.quizTitle,
    instruction: input.instruction,
    count: input.count,
    kind,
    level: known.level,
    category: known.category,
    quizMarkOptionId: quiz.quizMarkOptionId,
    allowMultipleAnswer: quiz.allowMultipleAnswer,
    locale,
    existing: known.existingTexts,
  });
  const detail = `questions quizTopicId=${quiz.quizTopicId} count=${input.count}`;
  const answer = await callAi(app, provider, { detail, ...ask }, userId);
  const items = parseAiJson(answer, isTypedKind(kind) ? typedQuestionsOutput : questionsOutput, provider).questions;
  // Asked for at least one, answered none: not the answer that was asked for.
  if (items.length === 0) refuse('aiMalformedOutput', { provider });
  const { questions, dropped } = generatedQuestions(items, itemContext(quiz, input, known.existingKeys, known, locale));
  if (questions.length === 0) refuse('aiNoValidOutput', { reason: dropped[0]!.reason });
  presetEqualMarks(questions, quiz, input.deletePrevious ? 0 : known.existingKeys.size);
  await store(app.db, quiz, questions, input, userId);
  return {
    responseMsg: successCode('aiQuestionsGenerated'),
    params: { count: questions.length, dropped: dropped.length },
    dropped,
    questions: questions.map(savedQuestion),
  };
}
