import { ROLE } from '@assessly/shared';
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';

/**
 * The SQL of the admin dashboard. Timestamps are ISO-8601 text, so a day is substr(…, 1, 10) and a month
 * substr(…, 1, 7) on SQLite and PostgreSQL alike, and "since" is a plain text comparison on an indexed column.
 */

export interface KeyCount {
  key: string;
  count: number;
}

const prefix = (column: string, length: 7 | 10): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(length)})`;
/** count(distinct …) as a JavaScript number on both drivers (pg answers bigint counts as text). */
const countDistinct = (column: string) => sql<number>`cast(count(distinct ${sql.ref(column)}) as integer)`;

/** The four tiles' raw counts; the live count needs the schedule, so the running assessments come back whole. */
export async function statusCounts(db: DB) {
  const [students, quizzes, questions, running] = await Promise.all([
    db
      .selectFrom('app_user')
      .select(countAll().as('n'))
      .where('userRoleId', '=', ROLE.Student)
      .executeTakeFirstOrThrow(),
    db.selectFrom('quiz_topic').select(countAll().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('quiz_question').select(countAll().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('quiz_topic')
      .select(['quizscheduleStartTime', 'quizscheduleEndTime'])
      .where('isRunning', '=', 1)
      .execute(),
  ]);
  return { students: students.n, quizzes: quizzes.n, questions: questions.n, running };
}

/** Sum of payment prices per day since `since` (ISO). */
export async function paymentsByDay(db: DB, since: string): Promise<KeyCount[]> {
  const day = prefix('dateAdded', 10);
  const rows = await db
    .selectFrom('payment')
    .select([day.as('key'), sql<number>`sum(${sql.ref('price')})`.as('count')])
    .where('dateAdded', '>=', since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

/** Finished attempts per day of finishing since `since`. */
export async function attemptsByDay(db: DB, since: string): Promise<KeyCount[]> {
  const day = prefix('finishedAt', 10);
  return db
    .selectFrom('quiz_attempt')
    .select([day.as('key'), countAll().as('count')])
    .where('finishedAt', '>=', since)
    .groupBy(day)
    .execute();
}

/** Distinct candidates with a finished attempt since `since`, per assessment: the `limit` largest. */
export async function candidatesByQuiz(db: DB, since: string, limit: number) {
  return db
    .selectFrom('quiz_attempt as a')
    .innerJoin('quiz_topic as t', 't.quizTopicId', 'a.quizTopicId')
    .select(['t.quizTitle', countDistinct('a.userId').as('count')])
    .where('a.finishedAt', '>=', since)
    .groupBy(['t.quizTopicId', 't.quizTitle'])
    .orderBy(countDistinct('a.userId'), 'desc')
    .orderBy('t.quizTitle')
    .limit(limit)
    .execute();
}

/** Sign-ins per day (length 10) or per month (length 7) since `since`. */
export async function loginsBy(db: DB, length: 7 | 10, since: string): Promise<KeyCount[]> {
  const period = prefix('logInTime', length);
  return db
    .selectFrom('login_history')
    .select([period.as('key'), countAll().as('count')])
    .where('logInTime', '>=', since)
    .groupBy(period)
    .execute();
}

/** Sign-ins since `since` by browser or by platform (null when the client did not say). */
export async function loginsByClient(db: DB, column: 'browser' | 'platform', since: string) {
  return db
    .selectFrom('login_history')
    .select([sql.ref<string | null>(column).as('key'), countAll().as('count')])
    .where('logInTime', '>=', since)
    .groupBy(column)
    .execute();
}
