import {
  IMAGE_TYPES,
  normalizeQuestion,
  questionProblems,
  surveyTypeProblem,
  type ErrorCode,
  type QuestionInput,
  type QuizTopic,
} from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { AppError, invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { assertMayAddQuestions } from '../../billing/index.js';
import { categoryExists } from '../categories/categoryRepository.js';
import { findQuizTopic, refreshCategories, stopIfRunning } from '../topics/topicRepository.js';
import { refreshMarks } from '../topics/topicService.js';
import { bodyForStorage, completeForQuiz } from './questionBody.js';
import { questionColumns } from './questionColumns.js';
import * as questions from './questionRepository.js';

const FIELD_CODES = new Set(['required', 'mustBeAboveZero']);

/**
 * The question rules of spec 001 §5: plain field problems answer 400 with every field at once (as
 * zod does); the rules with their own message (emptyCorrectAnswer, …) answer 202 with the first.
 */
function checkRules(question: QuestionInput, quiz: QuizTopic) {
  const problems = questionProblems(question, quiz);
  const fields = problems.filter((p) => FIELD_CODES.has(p.code));
  if (fields.length > 0) {
    throw new AppError('validationFailed', {
      issues: fields.map((p) => ({ path: `body.${p.path}`, message: p.code })),
    });
  }
  const first = problems[0];
  if (first) refuse(first.code as ErrorCode);
}

/** An image is uploaded first (UploadQuestionImage); the question may only point at a stored image. */
async function checkImage(db: DB, imagePath: string | null) {
  if (!imagePath) return;
  const type = imagePath.startsWith('/upload/') ? await questions.uploadedContentType(db, imagePath) : null;
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) refuse('onlyImageFile');
}

async function checkReferences(db: DB, question: QuestionInput) {
  const issues = [];
  if (!(await categoryExists(db, question.questionCategoryId)))
    issues.push({ path: 'body.questionCategoryId', message: 'required' });
  if (!(await questions.levelExists(db, question.questionLavelId)))
    issues.push({ path: 'body.questionLavelId', message: 'required' });
  if (issues.length > 0) throw new AppError('validationFailed', { issues });
}

/** The body completed from the columns or the text, with a key that earns marks (400 otherwise). */
function withBody(raw: QuestionInput, quiz: QuizTopic): QuestionInput {
  const completed = completeForQuiz(raw, quiz);
  return 'problem' in completed ? invalidField(completed.problem.path, completed.problem.code) : completed.question;
}

/** Every check before a write; answers the columns to store. */
async function prepare(db: DB, raw: QuestionInput) {
  const quiz = (await findQuizTopic(db, raw.quizTopicId)) ?? notFound();
  // A type a survey does not take is refused before its body is looked at (its key is beside the point).
  const survey = surveyTypeProblem(raw.questionTypeId, quiz);
  if (survey) refuse(survey.code);
  const complete = withBody(raw, quiz);
  checkRules(complete, quiz);
  const question = bodyForStorage(normalizeQuestion(complete, quiz), quiz);
  await checkImage(db, question.imagePath);
  await checkReferences(db, question);
  return questionColumns(question);
}

/**
 * A change to the questions of an assessment, in one transaction with its consequences: a live
 * assessment stops (it must be started again), the marks follow the mark option and the category
 * list follows the questions. The unique detailKey turns duplicates, racing ones included, into
 * duplicateQuestion.
 */
async function changeQuestions(
  app: FastifyInstance,
  quizTopicId: number,
  userId: number,
  change: (trx: DB) => Promise<number>,
): Promise<{ quizQuestionId: number; interrupted: boolean }> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const quizQuestionId = await change(trx);
      const interrupted = await stopIfRunning(trx, quizTopicId, userId);
      await refreshMarks(trx, quizTopicId);
      await refreshCategories(trx, quizTopicId);
      return { quizQuestionId, interrupted };
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse('duplicateQuestion');
    throw error;
  }
}

export async function listQuestionsOf(db: DB, quizTopicId: number) {
  if (!(await findQuizTopic(db, quizTopicId))) notFound();
  return questions.listQuestions(db, quizTopicId);
}

export async function createQuestion(app: FastifyInstance, raw: QuestionInput, userId: number) {
  const columns = await prepare(app.db, raw);
  const saved = await changeQuestions(app, raw.quizTopicId, userId, async (trx) => {
    // An admin holding a plan: the plan's questions per assessment (locks the cycle, then counts).
    await assertMayAddQuestions(trx, userId, raw.quizTopicId, 1);
    return questions.insertQuestion(trx, columns, userId);
  });
  return {
    responseMsg: saved.interrupted ? 'liveInterruptionForRunningAssessment' : 'successfullySaved',
    quizQuestionId: saved.quizQuestionId,
  };
}

/** A question stays in its assessment: an id of another assessment's question is not found. */
export async function updateQuestion(
  app: FastifyInstance,
  raw: QuestionInput & { quizQuestionId: number },
  userId: number,
) {
  if ((await questions.questionTopicId(app.db, raw.quizQuestionId)) !== raw.quizTopicId) notFound();
  const columns = await prepare(app.db, raw);
  const saved = await changeQuestions(app, raw.quizTopicId, userId, async (trx) => {
    if (!(await questions.updateQuestion(trx, raw.quizQuestionId, columns, userId))) notFound();
    return raw.quizQuestionId;
  });
  return {
    responseMsg: saved.interrupted ? 'liveInterruptionForRunningAssessment' : 'successfullyUpdated',
    quizQuestionId: saved.quizQuestionId,
  };
}

export async function deleteQuestion(app: FastifyInstance, quizQuestionId: number, userId: number) {
  const quizTopicId = (await questions.questionTopicId(app.db, quizQuestionId)) ?? notFound();
  const saved = await changeQuestions(app, quizTopicId, userId, async (trx) => {
    if (!(await questions.deleteQuestion(trx, quizQuestionId))) notFound();
    return quizQuestionId;
  });
  return { responseMsg: saved.interrupted ? 'liveInterruptionForRunningAssessment' : 'successfullyDeleted' };
}
