import type { ResultDetail, ResultRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import type { EngineQuestion } from '../../delivery/index.js';
import { answerDisplayOf, type DisplayAttempt } from './answerDisplays.js';

/** Columns of a result row (attempt joined with the candidate as `u`), shared by every result query. */
export const RESULT_ROW_COLUMNS = [
  'a.quizResponseInitialId',
  'a.userId',
  'u.fullName',
  'a.email',
  'a.quizTopicId',
  'a.quizTitle',
  'a.timeTaken',
  'a.quizMark',
  'a.userObtainedQuizMark',
  'a.quizPassMarks',
  'a.quizTime',
  'a.quizMarkOptionId',
  'a.isExamined',
  'a.attemptCount',
  'a.dateAdded',
  'a.certificateTemplateId',
  'a.pointerLeaveCountSum',
  'a.visibilitychangeCountSum',
  'a.allowCorrectOption',
  'a.allowAnswerExplation',
] as const;

/**
 * Columns of a result detail row (an answer `d`, left-joined with its question `q`, see detailsQuery).
 * The answer keeps its own snapshot of the question's text; the code-snippet flag comes from the question
 * as it is now (an answer of a deleted question reads as plain text), and so does the body that shows
 * the answer part by part when it still reads it as it was graded (answerDisplays.ts).
 */
export const RESULT_DETAIL_COLUMNS = [
  'd.quizResponseDetailId',
  'd.quizQuestionId',
  'd.questionTypeId',
  'd.questionDetail',
  'd.userAnswer',
  'd.correctAnswer',
  'd.isAnswerSkipped',
  'd.questionMark',
  'd.userObtainedQuestionMark',
  'd.isExamined',
  'd.pointerLeaveCount',
  'd.visibilitychangeCount',
  'd.answerExplanation',
  'd.feedback',
  'd.answerText',
  'q.isCodeSnippet',
  'q.quizQuestionId as liveQuestionId',
  'q.questionTypeId as liveTypeId',
  'q.questionDetail as liveDetail',
  'q.questionData as liveData',
  'q.optionA as liveOptionA',
  'q.optionB as liveOptionB',
  'q.correctOptionText as liveKey',
] as const;

/** The answers of one attempt with their question's code flag, in the order the candidate saw them. */
export function detailsQuery(db: DB, attemptId: number) {
  return db
    .selectFrom('quiz_answer as d')
    .leftJoin('quiz_question as q', 'q.quizQuestionId', 'd.quizQuestionId')
    .select(RESULT_DETAIL_COLUMNS)
    .where('d.quizResponseInitialId', '=', attemptId)
    .orderBy('d.serial')
    .orderBy('d.quizResponseDetailId');
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailsQuery>['execute']>>[number];

/** The share of the question's mark an answer scored (issue 22), to 4 places; null without marks or a mark yet. */
export function answerFraction(r: Pick<DetailRow, 'questionMark' | 'userObtainedQuestionMark' | 'isExamined'>) {
  if (!(r.questionMark > 0) || r.isExamined !== 1) return null;
  return Math.round((r.userObtainedQuestionMark / r.questionMark) * 10_000) / 10_000 + 0;
}

/** The question of a detail row as it is now, as the question engine reads it; null when it was deleted. */
function liveQuestion(r: DetailRow): EngineQuestion | null {
  if (r.liveQuestionId === null || r.liveTypeId === null) return null;
  return {
    quizQuestionId: r.liveQuestionId,
    questionTypeId: r.liveTypeId,
    questionDetail: r.liveDetail ?? '',
    questionData: r.liveData,
    optionA: r.liveOptionA ?? '',
    optionB: r.liveOptionB ?? '',
    correctOptionText: r.liveKey ?? '',
  };
}

/**
 * A stored detail row as the API shows it: flags as booleans, the answer as readable text (stored with it
 * for the types whose wire form is not, issue 22), the fraction of the mark it scored, and its display
 * (parts and key, answerDisplays.ts) read with the attempt's keys.
 */
export function toResultDetail(r: DetailRow, attempt: DisplayAttempt): ResultDetail {
  const {
    answerText,
    liveQuestionId: _id,
    liveTypeId: _type,
    liveDetail: _detail,
    liveData: _data,
    liveOptionA: _a,
    liveOptionB: _b,
    liveKey: _key,
    ...row
  } = r;
  return {
    ...row,
    isAnswerSkipped: r.isAnswerSkipped === 1,
    isExamined: r.isExamined === 1,
    isCodeSnippet: r.isCodeSnippet === 1,
    answerText: answerText ?? r.userAnswer,
    fraction: answerFraction(r),
    display: answerDisplayOf(r, liveQuestion(r), attempt),
  };
}

/** A finished attempt with the candidate's name (spec 001 §3 "Result row"); undefined when there is none. */
export async function findResultRow(db: DB, attemptId: number): Promise<ResultRow | undefined> {
  const row = await db
    .selectFrom('quiz_attempt as a')
    .innerJoin('app_user as u', 'u.userId', 'a.userId')
    .select(RESULT_ROW_COLUMNS)
    .where('a.quizResponseInitialId', '=', attemptId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    isExamined: row.isExamined === 1,
    allowCorrectOption: row.allowCorrectOption === 1,
    allowAnswerExplation: row.allowAnswerExplation === 1,
  };
}

/** The answers of an attempt in the order the candidate saw the questions (spec 001 §3 "Result detail row"). */
export async function listResultDetails(
  db: DB,
  attempt: DisplayAttempt & { quizResponseInitialId: number },
): Promise<ResultDetail[]> {
  return (await detailsQuery(db, attempt.quizResponseInitialId).execute()).map((r) => toResultDetail(r, attempt));
}
