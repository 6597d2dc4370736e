import {
  bodyKeyProblem,
  hasScheduleEnded,
  MARK_OPTION,
  QUESTION_TYPE,
  isFieldProblem,
  normalizeQuizTopic,
  parseParticipantEmails,
  quizTopicProblems,
  round2,
  spreadMarks,
  SURVEY_QUESTION_TYPES,
  type ErrorCode,
  type QuestionBody,
  type QuizTopic,
  type QuizTopicInput,
  successCode,
} from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { AppError, invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { emailSettingsReady } from '../../site/index.js';
import { assertMayCreateAssessment } from '../../billing/index.js';
import { loadSettings } from '../../site/index.js';
import { replaceParticipants } from '../participants/participantRepository.js';
import * as topics from './topicRepository.js';

/**
 * The rules of spec 001 §5: field problems ('required', 'mustBeAboveZero') answer 400 with every
 * field at once, as the schema does; otherwise the first save-time check answers its key (202).
 */
async function checkQuizTopic(app: FastifyInstance, input: QuizTopicInput) {
  const settings = await loadSettings(app.db);
  const problems = quizTopicProblems(input, emailSettingsReady(settings, app.config));
  const fields = problems.filter(isFieldProblem);
  if (fields.length > 0) {
    throw new AppError('validationFailed', {
      issues: fields.map((p) => ({ path: `body.${p.path}`, message: p.code })),
    });
  }
  const first = problems[0];
  if (first) refuse(first.code as ErrorCode);
  // A template id that does not exist would break the foreign key (a 500); say which field is wrong.
  if (input.certificateTemplateId !== null && !(await topics.certificateExists(app.db, input.certificateTemplateId)))
    invalidField('certificateTemplateId', 'notFound');
}

/** A question's text as a message quotes it. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
/**
 * A question without a correct answer: marked assessments (options 1 and 3) can not go live. An option-based
 * question needs a right option; one with a body (issue 22) an answer that earns marks, which a question
 * written while the assessment was a survey may lack.
 */
function lacksCorrectAnswer(q: { questionTypeId: number; correctOption: string | null; questionData: string | null }) {
  if (q.questionTypeId === QUESTION_TYPE.option && !q.correctOption) return true;
  return q.questionData ? bodyKeyProblem(JSON.parse(q.questionData) as QuestionBody) !== null : false;
}

/**
 * Spec 001 §4: "Switching to mark-based requires correct answers for all questions". A survey's questions
 * have none, so switching a survey to marks used to save silently and fail later at Go Live. The save says
 * so first (202 correctAnswersMissingForMarks with their count and the first one), unless the admin has
 * seen that and confirmed (acceptMissingCorrectAnswers).
 */
async function checkSwitchToMarks(app: FastifyInstance, current: QuizTopic, raw: QuizTopicInput) {
  if (current.quizMarkOptionId !== MARK_OPTION.survey || raw.quizMarkOptionId === MARK_OPTION.survey) return;
  if (raw.acceptMissingCorrectAnswers) return;
  const missing = (await topics.questionsForLive(app.db, current.quizTopicId)).filter(lacksCorrectAnswer);
  if (missing.length > 0)
    refuse('correctAnswersMissingForMarks', { count: missing.length, question: short(missing[0]!.questionDetail) });
}

/**
 * Issue 22: a survey takes option-based and descriptive questions only (surveyTypeProblem refuses the
 * others when they are written or imported). Switching an assessment that holds other types to a survey
 * would leave questions it can not score or show: the save names how many and the first.
 */
async function checkSwitchToSurvey(app: FastifyInstance, current: QuizTopic, raw: QuizTopicInput) {
  if (current.quizMarkOptionId === MARK_OPTION.survey || raw.quizMarkOptionId !== MARK_OPTION.survey) return;
  const others = (await topics.questionsForLive(app.db, current.quizTopicId)).filter(
    (q) => !SURVEY_QUESTION_TYPES.includes(q.questionTypeId),
  );
  if (others.length > 0)
    refuse('surveyHasOtherTypes', { count: others.length, question: short(others[0]!.questionDetail) });
}

async function mustFind(app: FastifyInstance, quizTopicId: number): Promise<QuizTopic> {
  return (await topics.findQuizTopic(app.db, quizTopicId)) ?? notFound();
}

/** Create: checks, then the assessment and its invited list in one transaction. */
export async function createQuizTopic(app: FastifyInstance, raw: QuizTopicInput, userId: number): Promise<number> {
  await checkQuizTopic(app, raw);
  const input = normalizeQuizTopic(raw);
  if (input.quizMarkOptionId === MARK_OPTION.perQuestion) input.quizTotalMarks = 0;
  try {
    return await app.db.transaction().execute(async (trx) => {
      // An admin holding a plan: assessments created in the cycle (locks the cycle, then counts).
      await assertMayCreateAssessment(trx, userId);
      const id = await topics.insertQuizTopic(trx, input, userId);
      await replaceParticipants(trx, id, parseParticipantEmails(input.participantEmails), userId);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse('duplicateAssessmentTitle');
    throw error;
  }
}

/** Update: a live assessment must be stopped first (spec 001 §4). */
export async function updateQuizTopic(app: FastifyInstance, raw: QuizTopicInput, userId: number) {
  const current = await mustFind(app, raw.quizTopicId ?? invalidField('quizTopicId', 'required'));
  if (current.isRunning) refuse('liveAssessmentNotEditable');
  await checkQuizTopic(app, raw);
  await checkSwitchToMarks(app, current, raw);
  await checkSwitchToSurvey(app, current, raw);
  const input = normalizeQuizTopic(raw);
  try {
    await app.db.transaction().execute(async (trx) => {
      // Went live since it was read: the update touched nothing, so nothing else may change.
      if (!(await topics.updateQuizTopic(trx, current.quizTopicId, input, userId))) refuse('liveAssessmentNotEditable');
      await replaceParticipants(trx, current.quizTopicId, parseParticipantEmails(input.participantEmails), userId);
      await applyMarkOption(trx, current.quizTopicId, input);
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse('duplicateAssessmentTitle');
    throw error;
  }
}

export async function deleteQuizTopic(app: FastifyInstance, quizTopicId: number) {
  const current = await mustFind(app, quizTopicId);
  if (current.isRunning || !(await topics.deleteQuizTopic(app.db, quizTopicId))) refuse('liveAssessmentNotEditable');
}

/**
 * Marks follow the mark option: 1 spreads the total over the questions so they add up exactly,
 * 2 clears marks and correct answers, 3 totals the question marks.
 */
async function applyMarkOption(
  db: DB,
  quizTopicId: number,
  quiz: Pick<QuizTopicInput, 'quizMarkOptionId' | 'quizTotalMarks'>,
) {
  const questions = await topics.questionsForLive(db, quizTopicId);
  if (quiz.quizMarkOptionId === MARK_OPTION.survey) {
    await topics.clearSurveyAnswers(db, quizTopicId);
  } else if (quiz.quizMarkOptionId === MARK_OPTION.equal) {
    const marks = spreadMarks(quiz.quizTotalMarks, questions.length);
    for (const [i, q] of questions.entries()) {
      if (q.perQuestionMark !== marks[i]) await topics.setQuestionMark(db, q.quizQuestionId, marks[i]!);
    }
  } else {
    await topics.setTotalMarks(db, quizTopicId, round2(questions.reduce((sum, q) => sum + q.perQuestionMark, 0)));
  }
}

/** Re-apply the mark option after questions changed (used by the question and import services). */
export async function refreshMarks(db: DB, quizTopicId: number) {
  const quiz = await db
    .selectFrom('quiz_topic')
    .select(['quizMarkOptionId', 'quizTotalMarks'])
    .where('quizTopicId', '=', quizTopicId)
    .executeTakeFirst();
  if (quiz) await applyMarkOption(db, quizTopicId, quiz);
}

/**
 * Go Live: needs questions, a correct answer on every option-based question (mark options 1 and 3)
 * and marks on every question (option 3). A start date ahead answers thisAssessmentWilllive.
 */
export async function goLive(app: FastifyInstance, quizTopicId: number, userId: number) {
  const quiz = await mustFind(app, quizTopicId);
  const questions = await topics.questionsForLive(app.db, quizTopicId);
  if (questions.length === 0) refuse('noQuestionsInAssessment');
  if (hasScheduleEnded(quiz)) refuse('scheduleEnded');
  if (quiz.quizMarkOptionId !== MARK_OPTION.survey) {
    const noAnswer = questions.find(lacksCorrectAnswer);
    if (noAnswer) refuse('correctAnswerMissing', { question: short(noAnswer.questionDetail) });
  }
  if (quiz.quizMarkOptionId === MARK_OPTION.perQuestion) {
    const noMarks = questions.find((q) => !(q.perQuestionMark > 0));
    if (noMarks) refuse('questionMarksMissing', { question: short(noMarks.questionDetail) });
    const total = round2(questions.reduce((sum, q) => sum + q.perQuestionMark, 0));
    if (quiz.quizPassMarks > total) refuse('passMarksshouldnotgreaterthanAssessmentMarks');
  }
  await app.db.transaction().execute(async (trx) => {
    await applyMarkOption(trx, quizTopicId, quiz);
    await topics.setRunning(trx, quizTopicId, true, userId);
  });
  const start = quiz.quizscheduleStartTime;
  if (start && Date.parse(start) > Date.now()) {
    return { responseMsg: successCode('thisAssessmentWilllive'), params: { date: start } };
  }
  return { responseMsg: successCode('assessmentIsLive') };
}

export async function stopLive(app: FastifyInstance, quizTopicId: number, userId: number) {
  await mustFind(app, quizTopicId);
  await topics.setRunning(app.db, quizTopicId, false, userId);
  return { responseMsg: successCode('assessmentStopped') };
}
