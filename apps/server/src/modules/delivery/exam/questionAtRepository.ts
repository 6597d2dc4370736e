import { sql } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import type { AttemptRow } from './attemptRepository.js';
import type { ShownQuestionRow } from './answerRepository.js';
import { questionAtBatchOf, type QuestionAtKey } from './questionAtBatchPg.js';

/** The attempt's columns GetSingleQuestion checks, with the question at the position (all null past the end). */
export type QuestionAtRow = Pick<
  AttemptRow,
  'quizResponseInitialId' | 'finishedAt' | 'deadlineAt' | 'questionOrder' | 'attemptSecret'
> & {
  [K in keyof ShownQuestionRow]: ShownQuestionRow[K] | null;
};

/**
 * The question id at a 0-based position of the attempt's order, read in SQL from the stored JSON array
 * (null past its end), so the attempt and its question come in one round trip.
 */
function idAtSerial(db: DB) {
  const order = sql.ref('a.questionOrder');
  const serial = arg<number>('serial');
  return dialectOf(db) === 'postgres'
    ? sql<number>`(${order}::json ->> cast(${serial} as integer))::integer`
    : // better-sqlite3 binds a JS number as REAL: without the cast the path would read '$[1.0]'.
      sql<number>`json_extract(${order}, '$[' || cast(${serial} as integer) || ']')`;
}

/**
 * GetSingleQuestion's read in ONE query compiled once: the candidate's attempt of the assessment (the
 * open one, else the latest), the question at the position of its order, its category and the saved
 * answer. Asked before every question a candidate sees, as often as answers are saved.
 */
const questionAtQuery = compiledOnce<{ userId: number; quizTopicId: number; serial: number }, QuestionAtRow>((db) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('quiz_attempt')
        .select(['quizResponseInitialId', 'finishedAt', 'deadlineAt', 'questionOrder', 'attemptSecret'])
        .where('userId', '=', arg<number>('userId'))
        .where('quizTopicId', '=', arg<number>('quizTopicId'))
        .orderBy(sql`case when ${sql.ref('finishedAt')} is null then 0 else 1 end`)
        .orderBy('quizResponseInitialId', 'desc')
        // A literal, not a parameter: the generic plan then knows one attempt comes out and looks the rest up by key.
        .limit(sql.lit(1))
        .as('a'),
    )
    .leftJoin('quiz_question as q', (join) => join.on('q.quizQuestionId', '=', idAtSerial(db)))
    .leftJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
    .leftJoin('quiz_answer as s', (join) =>
      join
        .onRef('s.quizResponseInitialId', '=', 'a.quizResponseInitialId')
        .onRef('s.quizQuestionId', '=', 'q.quizQuestionId'),
    )
    .select([
      'a.quizResponseInitialId',
      'a.finishedAt',
      'a.deadlineAt',
      'a.questionOrder',
      'a.attemptSecret',
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
      'q.questionData',
      's.userAnswer as savedAnswer',
      's.isAnswerSkipped as savedSkipped',
    ])
    .select(sql<string>`coalesce(${sql.ref('c.questionCategoryName')}, '')`.as('questionCategoryName')),
);

/** Undefined when the candidate has no attempt of the assessment. */
export async function findQuestionAt(
  db: DB,
  userId: number,
  quizTopicId: number,
  serial: number,
): Promise<QuestionAtRow | undefined> {
  const key = { userId, quizTopicId, serial };
  // PostgreSQL: the reads of one event-loop turn go as one statement (questionAtBatchPg.ts).
  if (dialectOf(db) === 'postgres' && !db.isTransaction) return questionAtBatchOf(db, oneQuestionAt(db)).run(key);
  return oneQuestionAt(db)(key);
}

const oneQuestionAt = (db: DB) => async (key: QuestionAtKey) => (await questionAtQuery.execute(db, key)).rows[0];
