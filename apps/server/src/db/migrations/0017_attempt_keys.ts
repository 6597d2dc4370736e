import { sql, type Kysely } from 'kysely';
import { dialectOf, doubleType } from '../dialect.js';

/**
 * Issue 22, exam delivery of the new question types:
 * - quiz_attempt.attemptSecret: a random secret of each attempt, kept on the server only. The opaque ids a
 *   candidate sees for the items, stems, choices and blank options of a question are derived from it
 *   (HMAC), and so is their shuffle, so the ids differ per attempt and the key cannot be read from them.
 *   Attempts already stored get one too (a question of theirs may be edited into a new type).
 * - The assessment's marking rules copied at the start (the attempt keeps what it is graded against, as
 *   it keeps the other settings): the penalty of a wrong answer as a fraction of its mark, and whether a
 *   question and the attempt are floored at 0 (both by default, so earlier attempts count as before).
 * - quiz_answer.answerText: the candidate's answer as readable text for the types whose wire form is not
 *   (ids of items, stems, choices; null when userAnswer is readable as it is), written with the answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_attempt').addColumn('attemptSecret', 'text').execute();
  await db.schema
    .alterTable('quiz_attempt')
    .addColumn('negativeMarkPenalty', doubleType(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('quiz_attempt')
    .addColumn('floorQuestionAtZero', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('quiz_attempt')
    .addColumn('floorAttemptAtZero', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('quiz_answer').addColumn('answerText', 'text').execute();
  // 64 hex digits of the database's own random generator per row: 256 bits on SQLite, 244 on PostgreSQL
  // (two v4 UUIDs); the app writes 256 bits for new attempts.
  const random =
    dialectOf(db) === 'postgres'
      ? sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`
      : sql`lower(hex(randomblob(32)))`;
  await db.updateTable('quiz_attempt').set({ attemptSecret: random }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_answer').dropColumn('answerText').execute();
  for (const column of ['floorAttemptAtZero', 'floorQuestionAtZero', 'negativeMarkPenalty', 'attemptSecret'])
    await db.schema.alterTable('quiz_attempt').dropColumn(column).execute();
}
