import type { ResultDetail, ResultRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';

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

/** Columns of a result detail row (an answer). */
export const RESULT_DETAIL_COLUMNS = [
  'quizResponseDetailId',
  'quizQuestionId',
  'questionTypeId',
  'questionDetail',
  'userAnswer',
  'correctAnswer',
  'isAnswerSkipped',
  'questionMark',
  'userObtainedQuestionMark',
  'isExamined',
  'pointerLeaveCount',
  'visibilitychangeCount',
  'answerExplanation',
] as const;

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
export async function listResultDetails(db: DB, attemptId: number): Promise<ResultDetail[]> {
  const rows = await db
    .selectFrom('quiz_answer')
    .select(RESULT_DETAIL_COLUMNS)
    .where('quizResponseInitialId', '=', attemptId)
    .orderBy('serial')
    .orderBy('quizResponseDetailId')
    .execute();
  return rows.map((r) => ({ ...r, isAnswerSkipped: r.isAnswerSkipped === 1, isExamined: r.isExamined === 1 }));
}
