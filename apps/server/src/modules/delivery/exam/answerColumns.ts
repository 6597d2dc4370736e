import type { NewAnswer } from './answerRepository.js';

/** The columns of an answer save's queries, shared by the single statements and PostgreSQL's batches. */

/** The candidate's attempt and the question being answered (question fields null when it does not exist). */
export interface AnswerContext {
  quizResponseInitialId: number;
  quizMarkOptionId: number;
  allowQuizSkip: number;
  allowMultipleSelection: number;
  questionOrder: string;
  deadlineAt: string | null;
  finishedAt: string | null;
  /** Issue 22: the attempt's secret (its opaque ids) and negative marking (migration 0017). */
  attemptSecret: string | null;
  negativeMarkPenalty: number;
  floorQuestionAtZero: number;
  floorAttemptAtZero: number;
  quizQuestionId: number | null;
  questionTypeId: number | null;
  questionDetail: string | null;
  perQuestionMark: number | null;
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  optionE: string | null;
  correctOptionText: string | null;
  answerExplanation: string | null;
  imagePath: string | null;
  videoPath: string | null;
  /** Issue 22: the question's body as JSON, null when its columns say all (migration 0016). */
  questionData: string | null;
}

/** What the answer context reads of the attempt (a.) and of the question (q.), in AnswerContext's order. */
export const CONTEXT_ATTEMPT_COLUMNS = [
  'quizResponseInitialId',
  'quizMarkOptionId',
  'allowQuizSkip',
  'allowMultipleSelection',
  'questionOrder',
  'deadlineAt',
  'finishedAt',
  'attemptSecret',
  'negativeMarkPenalty',
  'floorQuestionAtZero',
  'floorAttemptAtZero',
] as const satisfies readonly (keyof AnswerContext)[];
export const CONTEXT_QUESTION_COLUMNS = [
  'quizQuestionId',
  'questionTypeId',
  'questionDetail',
  'perQuestionMark',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'correctOptionText',
  'answerExplanation',
  'imagePath',
  'videoPath',
  'questionData',
] as const satisfies readonly (keyof AnswerContext)[];

export type AnswerArgs = Omit<NewAnswer, 'quizResponseDetailId'> & Record<string, unknown>;
export const ANSWER_COLUMNS = [
  'quizResponseInitialId',
  'quizQuestionId',
  'serial',
  'questionTypeId',
  'questionDetail',
  'imagePath',
  'videoPath',
  'userAnswer',
  'isAnswerSkipped',
  'correctAnswer',
  'answerExplanation',
  'questionMark',
  'userObtainedQuestionMark',
  'isExamined',
  'pointerLeaveCount',
  'visibilitychangeCount',
  'isDraft',
  'answerText',
  'addedBy',
  'dateAdded',
  'lastUpdated',
] as const satisfies readonly (keyof NewAnswer)[];
/**
 * What an answer again replaces; the first save's addedBy and dateAdded stay, lastUpdated records the change.
 * A submitted answer replaces a draft (isDraft goes to 0); a draft replaces only a draft (DRAFT_MAY_REPLACE).
 */
export const REPLACED = ANSWER_COLUMNS.filter(
  (c) => !['quizResponseInitialId', 'quizQuestionId', 'addedBy', 'dateAdded', 'lastUpdated'].includes(c),
);

/** Column types for PostgreSQL, which types the values of INSERT … SELECT only through casts. */
export const PG_TYPE: Record<(typeof ANSWER_COLUMNS)[number], 'integer' | 'text' | 'double precision'> = {
  quizResponseInitialId: 'integer',
  quizQuestionId: 'integer',
  serial: 'integer',
  questionTypeId: 'integer',
  questionDetail: 'text',
  imagePath: 'text',
  videoPath: 'text',
  userAnswer: 'text',
  isAnswerSkipped: 'integer',
  correctAnswer: 'text',
  answerExplanation: 'text',
  questionMark: 'double precision',
  userObtainedQuestionMark: 'double precision',
  isExamined: 'integer',
  pointerLeaveCount: 'integer',
  visibilitychangeCount: 'integer',
  isDraft: 'integer',
  answerText: 'text',
  addedBy: 'integer',
  dateAdded: 'text',
  lastUpdated: 'text',
};

/**
 * The upsert's condition on the row already stored (PostgreSQL and SQLite spell `excluded` alike): a
 * submitted answer always replaces, a draft (the on-screen answer, issue 20) only replaces a draft, so
 * a late draft never overwrites the answer the candidate submitted.
 */
export const DRAFT_MAY_REPLACE_SQL = `"quiz_answer"."isDraft" = 1 or excluded."isDraft" = 0`;
