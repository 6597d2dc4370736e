import { sql } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';

/** A plan cycle: one payment row, with the plan's limits as they were when the cycle started. */
export interface CycleRow {
  paymentId: number;
  billingPlanId: number | null;
  title: string;
  interval: string;
  startDate: string;
  endDate: string;
  assessmentCount: number;
  responseAllAssessmentCount: number;
  responsePerAssessmentCount: number;
  questionPerAssessmentCount: number;
}

const cycleColumns = [
  'paymentId',
  'billingPlanId',
  'title',
  'interval',
  'startDate',
  'endDate',
  'assessmentCount',
  'responseAllAssessmentCount',
  'responsePerAssessmentCount',
  'questionPerAssessmentCount',
] as const;

const cycleOf = (db: DB, userId: number) => db.selectFrom('payment').select(cycleColumns).where('userId', '=', userId);

// Read by every start of a candidate (planLimits.assertMayStart): compiled once.
const currentCycleQuery = compiledOnce<{ userId: number }, CycleRow>((db) =>
  cycleOf(db, arg<number>('userId')).orderBy('endDate', 'desc').orderBy('paymentId', 'desc').limit(sql.lit(1)),
);

/**
 * The user's current plan cycle: the payment row that ends last (index payment_user (userId, endDate));
 * the newest row wins a tie. `paymentId` narrows it to that row of this user (GetPackageUsesInfo).
 */
export async function findCurrentCycle(db: DB, userId: number, paymentId?: number): Promise<CycleRow | undefined> {
  if (paymentId === undefined) return (await currentCycleQuery.execute(db, { userId })).rows[0];
  return cycleOf(db, userId)
    .where('paymentId', '=', paymentId)
    .orderBy('endDate', 'desc')
    .orderBy('paymentId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Serialises the limit checks of one plan holder until the transaction ends: a no-op UPDATE of the
 * cycle's row. On PostgreSQL it is a row lock (what SELECT … FOR UPDATE would take, written portably);
 * on SQLite a write as the first statement takes the database's write lock at once, so a second
 * process cannot count before the first one's insert is committed (BEGIN is deferred there).
 */
export async function lockCycle(trx: DB, paymentId: number): Promise<void> {
  await trx
    .updateTable('payment')
    .set((eb) => ({ dateAdded: eb.ref('dateAdded') }))
    .where('paymentId', '=', paymentId)
    .execute();
}

/**
 * A candidate's attendance in [start, end): attempts started, distinct assessments, and attempts on one
 * assessment, in ONE query over the index quiz_attempt_user_quiz (userId, quizTopicId).
 */
export async function attendanceIn(
  db: DB,
  userId: number,
  start: string,
  end: string,
  quizTopicId = 0,
): Promise<{ responses: number; assessmentsAttended: number; responsesOnThis: number }> {
  const row = await db
    .selectFrom('quiz_attempt')
    .select([
      countAll().as('responses'),
      sql<number>`cast(count(distinct ${sql.ref('quizTopicId')}) as integer)`.as('assessmentsAttended'),
      sql<number>`cast(coalesce(sum(case when ${sql.ref('quizTopicId')} = ${quizTopicId} then 1 else 0 end), 0) as integer)`.as(
        'responsesOnThis',
      ),
    ])
    .where('userId', '=', userId)
    .where('dateAdded', '>=', start)
    .where('dateAdded', '<', end)
    .executeTakeFirstOrThrow();
  return {
    responses: Number(row.responses),
    assessmentsAttended: Number(row.assessmentsAttended),
    responsesOnThis: Number(row.responsesOnThis),
  };
}

/** Assessments this admin created in [start, end) and that still exist. */
export async function assessmentsCreatedIn(db: DB, userId: number, start: string, end: string): Promise<number> {
  const row = await db
    .selectFrom('quiz_topic')
    .select(countAll().as('n'))
    .where('addedBy', '=', userId)
    .where('dateAdded', '>=', start)
    .where('dateAdded', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Questions the assessment holds now. */
export async function questionsOf(db: DB, quizTopicId: number): Promise<number> {
  const row = await db
    .selectFrom('quiz_question')
    .select(countAll().as('n'))
    .where('quizTopicId', '=', quizTopicId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Has this candidate ever started an attempt of this assessment (index quiz_attempt_user_quiz)? */
export async function hasAttempted(db: DB, userId: number, quizTopicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quiz_attempt')
    .select('quizResponseInitialId')
    .where('userId', '=', userId)
    .where('quizTopicId', '=', quizTopicId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
