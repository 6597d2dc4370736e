import { ANSWER_GRACE_SECONDS } from '@assessly/shared';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { QuizAttemptTable } from '../../../db/schema.js';

export type AttemptRow = Selectable<QuizAttemptTable>;
export type NewAttempt = Insertable<QuizAttemptTable>;

/** The attempt's question ids in the candidate's order (stored as a JSON array). */
export const orderOf = (attempt: Pick<AttemptRow, 'questionOrder'>): number[] =>
  JSON.parse(attempt.questionOrder) as number[];

/** Deadlines are ISO text: an attempt is overdue once its deadline plus the network grace lies before this. */
export const overdueCutoff = (now: Date): string => new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString();

/** Past the deadline plus the grace: nothing more may be saved, the attempt is to be finished. */
export const isOverdue = (attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date): boolean =>
  attempt.deadlineAt !== null && attempt.deadlineAt < overdueCutoff(now);

/** The attempt when it belongs to this candidate; another candidate's attempt is simply not found. */
export async function findOwnAttempt(db: DB, attemptId: number, userId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempt')
    .selectAll()
    .where('quizResponseInitialId', '=', attemptId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function findAttempt(db: DB, attemptId: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('quiz_attempt').selectAll().where('quizResponseInitialId', '=', attemptId).executeTakeFirst();
}

/** The candidate's attempt of an assessment that is still open, or else their most recent one. */
export async function latestAttempt(db: DB, userId: number, quizTopicId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempt')
    .selectAll()
    .where('userId', '=', userId)
    .where('quizTopicId', '=', quizTopicId)
    .orderBy(sql`case when ${sql.ref('finishedAt')} is null then 0 else 1 end`)
    .orderBy('quizResponseInitialId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Open attempts of the candidate for the assessment, newest first (normally none or one). */
export async function openAttempts(db: DB, userId: number, quizTopicId: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('quiz_attempt')
    .selectAll()
    .where('userId', '=', userId)
    .where('quizTopicId', '=', quizTopicId)
    .where('finishedAt', 'is', null)
    .orderBy('quizResponseInitialId', 'desc')
    .execute();
}

export async function countFinished(db: DB, userId: number, quizTopicId: number): Promise<number> {
  const row = await db
    .selectFrom('quiz_attempt')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('userId', '=', userId)
    .where('quizTopicId', '=', quizTopicId)
    .where('finishedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises the starts of one candidate until the transaction ends. A no-op UPDATE of a non-key
 * column is portable (SQLite has no SELECT … FOR UPDATE): on PostgreSQL a second start of the same
 * candidate waits here and then sees the first one's attempt; SQLite runs one write transaction at a
 * time, and a write as the first statement makes a second process wait instead of reading stale data.
 */
export async function lockCandidateStarts(trx: DB, userId: number): Promise<void> {
  await trx
    .updateTable('app_user')
    .set((eb) => ({ lastUpdated: eb.ref('lastUpdated') }))
    .where('userId', '=', userId)
    .execute();
}

export async function insertAttempt(trx: DB, attempt: NewAttempt): Promise<AttemptRow> {
  return trx.insertInto('quiz_attempt').values(attempt).returningAll().executeTakeFirstOrThrow();
}

/**
 * Claims the attempt for an answer: moves the resume position forward (never back) and succeeds only
 * while the attempt is open. On PostgreSQL the row stays locked until the answer commits, so a
 * concurrent finish waits for the answer and then counts it.
 */
export async function claimOpenForAnswer(trx: DB, attemptId: number, nextSerial: number): Promise<boolean> {
  const result = await trx
    .updateTable('quiz_attempt')
    .set({
      currentSerial: sql<number>`case when ${sql.ref('currentSerial')} < ${nextSerial} then ${nextSerial} else ${sql.ref('currentSerial')} end`,
    })
    .where('quizResponseInitialId', '=', attemptId)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets finishedAt only when it is still empty: whoever changes the row has finished the attempt. */
export async function claimFinish(trx: DB, attemptId: number, finishedAt: string): Promise<boolean> {
  const result = await trx
    .updateTable('quiz_attempt')
    .set({ finishedAt })
    .where('quizResponseInitialId', '=', attemptId)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function saveTotals(
  trx: DB,
  attemptId: number,
  totals: Pick<
    AttemptRow,
    'timeTaken' | 'userObtainedQuizMark' | 'isExamined' | 'pointerLeaveCountSum' | 'visibilitychangeCountSum'
  >,
): Promise<void> {
  await trx.updateTable('quiz_attempt').set(totals).where('quizResponseInitialId', '=', attemptId).execute();
}

/** Open attempts whose deadline and grace have passed, the longest overdue first. */
export async function overdueAttemptIds(db: DB, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quiz_attempt')
    .select('quizResponseInitialId')
    .where('finishedAt', 'is', null)
    .where('deadlineAt', 'is not', null)
    .where('deadlineAt', '<', overdueCutoff(now))
    .orderBy('deadlineAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.quizResponseInitialId);
}
