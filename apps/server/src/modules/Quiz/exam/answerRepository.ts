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
> & { questionCategoryName: string };

/** Question ids of an assessment in the order they were added (an attempt's unshuffled order). */
export async function questionIdsOf(db: DB, quizTopicId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quiz_question')
    .select('quizQuestionId')
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('quizQuestionId')
    .execute();
  return rows.map((r) => r.quizQuestionId);
}

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

export async function findQuestion(db: DB, quizQuestionId: number): Promise<StoredQuestion | undefined> {
  return questionsQuery(db).where('q.quizQuestionId', '=', quizQuestionId).executeTakeFirst();
}

export async function findQuestions(db: DB, ids: number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return [];
  return questionsQuery(db).where('q.quizQuestionId', 'in', ids).execute();
}

export async function findAnswer(
  db: DB,
  attemptId: number,
  quizQuestionId: number,
): Promise<Pick<AnswerRow, 'userAnswer' | 'isAnswerSkipped'> | undefined> {
  return db
    .selectFrom('quiz_answer')
    .select(['userAnswer', 'isAnswerSkipped'])
    .where('quizResponseInitialId', '=', attemptId)
    .where('quizQuestionId', '=', quizQuestionId)
    .executeTakeFirst();
}

export async function answeredQuestionIds(db: DB, attemptId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('quiz_answer')
    .select('quizQuestionId')
    .where('quizResponseInitialId', '=', attemptId)
    .execute();
  return new Set(rows.map((r) => r.quizQuestionId));
}

/** Answering a question again replaces the earlier answer (one row per attempt and question, never two). */
export async function upsertAnswer(trx: DB, answer: NewAnswer): Promise<void> {
  await trx
    .insertInto('quiz_answer')
    .values(answer)
    .onConflict((oc) =>
      oc.columns(['quizResponseInitialId', 'quizQuestionId']).doUpdateSet({
        serial: answer.serial,
        questionTypeId: answer.questionTypeId,
        questionDetail: answer.questionDetail,
        imagePath: answer.imagePath,
        videoPath: answer.videoPath,
        userAnswer: answer.userAnswer,
        isAnswerSkipped: answer.isAnswerSkipped,
        correctAnswer: answer.correctAnswer,
        answerExplanation: answer.answerExplanation,
        questionMark: answer.questionMark,
        userObtainedQuestionMark: answer.userObtainedQuestionMark,
        isExamined: answer.isExamined,
        pointerLeaveCount: answer.pointerLeaveCount,
        visibilitychangeCount: answer.visibilitychangeCount,
        lastUpdated: answer.dateAdded,
      }),
    )
    .execute();
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
