import { sql, type Insertable, type Selectable } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
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
> & { questionCategoryName: string };

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
  savedAnswer: string | null;
  savedSkipped: number | null;
}

/** GetSingleQuestion's read, one query compiled once: the question, its category and the saved answer. */
const shownQuestionQuery = compiledOnce<{ quizQuestionId: number; attemptId: number }, ShownQuestionRow>((db) =>
  db
    .selectFrom('quiz_question as q')
    .leftJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
    .leftJoin('quiz_answer as s', (join) =>
      join
        .onRef('s.quizQuestionId', '=', 'q.quizQuestionId')
        .on('s.quizResponseInitialId', '=', arg<number>('attemptId')),
    )
    .select([
      'q.quizQuestionId',
      'q.questionDetail',
      'q.questionTypeId',
      'q.optionA',
      'q.optionB',
      'q.optionC',
      'q.optionD',
      'q.optionE',
      'q.imagePath',
      'q.videoPath',
      'q.isCodeSnippet',
      's.userAnswer as savedAnswer',
      's.isAnswerSkipped as savedSkipped',
    ])
    .select(sql<string>`coalesce(${sql.ref('c.questionCategoryName')}, '')`.as('questionCategoryName'))
    .where('q.quizQuestionId', '=', arg<number>('quizQuestionId')),
);

export async function findShownQuestion(
  db: DB,
  attemptId: number,
  quizQuestionId: number,
): Promise<ShownQuestionRow | undefined> {
  return (await shownQuestionQuery.execute(db, { attemptId, quizQuestionId })).rows[0];
}

export async function answeredQuestionIds(db: DB, attemptId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('quiz_answer')
    .select('quizQuestionId')
    .where('quizResponseInitialId', '=', attemptId)
    .execute();
  return new Set(rows.map((r) => r.quizQuestionId));
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

/** Totals of an attempt's answers; untracked counts (null) add nothing. */
export async function answerTotals(trx: DB, attemptId: number) {
  const row = await trx
    .selectFrom('quiz_answer')
    .select([
      sql<number>`coalesce(sum(${sql.ref('userObtainedQuestionMark')}), 0)`.as('marks'),
      sql<number>`cast(coalesce(sum(coalesce(${sql.ref('pointerLeaveCount')}, 0)), 0) as integer)`.as('pointer'),
      sql<number>`cast(coalesce(sum(coalesce(${sql.ref('visibilitychangeCount')}, 0)), 0) as integer)`.as('visibility'),
      sql<number>`cast(coalesce(sum(case when ${sql.ref('isExamined')} = 0 then 1 else 0 end), 0) as integer)`.as(
        'pending',
      ),
    ])
    .where('quizResponseInitialId', '=', attemptId)
    .executeTakeFirstOrThrow();
  return {
    marks: Number(row.marks),
    pointer: Number(row.pointer),
    visibility: Number(row.visibility),
    pending: Number(row.pending),
  };
}
