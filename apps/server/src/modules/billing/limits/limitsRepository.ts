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

// Read by every start of a candidate (planLimits.assertAllocation): compiled once.
const ownerCycleQuery = compiledOnce<{ quizTopicId: number }, CycleRow & { ownerId: number }>((db) =>
  db
    .selectFrom('quiz_topic as t')
    .innerJoin('payment as p', 'p.userId', 't.addedBy')
    .select(cycleColumns.map((c) => `p.${c}` as const))
    .select('p.userId as ownerId')
    .where('t.quizTopicId', '=', arg<number>('quizTopicId'))
    .orderBy('p.endDate', 'desc')
    .orderBy('p.paymentId', 'desc')
    .limit(sql.lit(1)),
);

/**
 * The current plan cycle of the admin who created the assessment (quiz_topic.addedBy), with that admin's
 * id; undefined when they hold no plan (or the assessment has no creator, as the demo assessments).
 */
export async function findOwnerCycle(
  db: DB,
  quizTopicId: number,
): Promise<(CycleRow & { ownerId: number }) | undefined> {
  return (await ownerCycleQuery.execute(db, { quizTopicId })).rows[0];
}

/**
 * Attempts started in [start, end) by anyone on the assessments an admin created: on this one, and on
 * all of them together. The assessments are found by their creator, their attempts over the index
 * quiz_attempt_quiz_date (quizTopicId, dateAdded).
 */
export async function responsesToOwnerIn(
  db: DB,
  ownerId: number,
  quizTopicId: number,
  start: string,
  end: string,
): Promise<{ onThis: number; onAll: number }> {
  const row = await db
    .selectFrom('quiz_attempt as a')
    .innerJoin('quiz_topic as t', 't.quizTopicId', 'a.quizTopicId')
    .select([
      countAll().as('onAll'),
      sql<number>`cast(coalesce(sum(case when ${sql.ref('a.quizTopicId')} = ${quizTopicId} then 1 else 0 end), 0) as integer)`.as(
        'onThis',
      ),
    ])
    .where('t.addedBy', '=', ownerId)
    .where('a.dateAdded', '>=', start)
    .where('a.dateAdded', '<', end)
    .executeTakeFirstOrThrow();
  return { onThis: Number(row.onThis), onAll: Number(row.onAll) };
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
