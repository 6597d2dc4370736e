import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { QuizAnswerTable, QuizQuestionTable } from '../../../db/schema.js';

export type AnswerRow = Selectable<QuizAnswerTable>;
export type NewAnswer = Insertable<QuizAnswerTable>;
export type StoredQuestion = Pick<
  Selectable<QuizQuestionTable>,
  | 'quizQuestionId'
  | 'quizTopicId'
  | 'questionDetail'
  | 'questionTypeId'
  | 'perQuestionMark'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'optionE'
  | 'correctOptionText'
  | 'answerExplanation'
  | 'imagePath'
  | 'videoPath'
  | 'isCodeSnippet'
> & { questionCategoryName: string; questionData: string | null };

/** Stored questions with their category names: what the server shows, validates and grades from. */
function questionsQuery(db: DB) {
  return db
    .selectFrom('quiz_question as q')
    .leftJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
    .select([
      'q.quizQuestionId',
      'q.quizTopicId',
      'q.questionDetail',
      'q.questionTypeId',
      'q.perQuestionMark',
      'q.optionA',
      'q.optionB',
      'q.optionC',
      'q.optionD',
      'q.optionE',
      'q.correctOptionText',
      'q.answerExplanation',
      'q.imagePath',
      'q.videoPath',
      'q.isCodeSnippet',
      'q.questionData',
    ])
    .select(sql<string>`coalesce(${sql.ref('c.questionCategoryName')}, '')`.as('questionCategoryName'));
}

export async function findQuestions(db: DB, ids: number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return [];
  return questionsQuery(db).where('q.quizQuestionId', 'in', ids).execute();
}

/** A question as the exam screen shows it, with the candidate's saved answer (null: none, or skipped). */
export interface ShownQuestionRow {
  quizQuestionId: number;
  questionDetail: string;
  questionTypeId: number;
  questionCategoryName: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
  imagePath: string | null;
  videoPath: string | null;
  isCodeSnippet: number;
  /** Issue 22: the body, from which the candidate's view is made (never sent as it is). */
  questionData: string | null;
  savedAnswer: string | null;
  savedSkipped: number | null;
}

/** Rows for questions left unanswered; an answer that arrived meanwhile is kept, never overwritten. */
export async function insertMissingAnswers(trx: DB, answers: NewAnswer[]): Promise<void> {
  // Chunks keep every statement under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < answers.length; i += 100) {
    await trx
      .insertInto('quiz_answer')
      .values(answers.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['quizResponseInitialId', 'quizQuestionId']).doNothing())
      .execute();
  }
}

/** What a finish and a grade count of each answer of an attempt. */
export type CountedAnswer = Pick<
  AnswerRow,
  | 'quizQuestionId'
  | 'userObtainedQuestionMark'
  | 'pointerLeaveCount'
  | 'visibilitychangeCount'
  | 'isExamined'
  | 'isDraft'
>;

const countedAnswersQuery = compiledOnce<{ attemptId: number }, CountedAnswer>((db) =>
  db
    .selectFrom('quiz_answer')
    .select([
      'quizQuestionId',
      'userObtainedQuestionMark',
      'pointerLeaveCount',
      'visibilitychangeCount',
      'isExamined',
      'isDraft',
    ])
    .where('quizResponseInitialId', '=', arg<number>('attemptId')),
);

const submitDraftsQuery = compiledOnce<{ attemptId: number }, never>((db) =>
  db
    .updateTable('quiz_answer')
    .set({ isDraft: 0 })
    .where('quizResponseInitialId', '=', arg<number>('attemptId'))
    .where('isDraft', '=', 1),
);

/**
 * The attempt has ended: its on-screen answers (drafts, already checked and graded when they were
 * stored) become its submitted answers (issue 20: nothing a candidate entered is lost).
 */
export async function submitDrafts(trx: DB, attemptId: number): Promise<void> {
  await submitDraftsQuery.execute(trx, { attemptId });
}

/** The attempt's answers as they count towards its totals (one query, compiled once). */
export async function countedAnswers(trx: DB, attemptId: number): Promise<CountedAnswer[]> {
  return (await countedAnswersQuery.execute(trx, { attemptId })).rows;
}

/** Totals of an attempt's answers; untracked counts (null) add nothing, and a row not yet examined is pending. */
export function totalsOf(answers: readonly CountedAnswer[]) {
  const totals = { marks: 0, pointer: 0, visibility: 0, pending: 0 };
  for (const a of answers) {
    totals.marks += Number(a.userObtainedQuestionMark ?? 0);
    totals.pointer += Number(a.pointerLeaveCount ?? 0);
    totals.visibility += Number(a.visibilitychangeCount ?? 0);
    if (a.isExamined === 0) totals.pending += 1;
  }
  return totals;
}

export async function answerTotals(trx: DB, attemptId: number) {
  return totalsOf(await countedAnswers(trx, attemptId));
}
