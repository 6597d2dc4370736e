import type { PlanLimits } from '@assessly/shared';
import type { DB } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Generous limits: a test narrows the one it is about. */
export const roomy: PlanLimits = {
  assessmentCount: 100,
  responseAllAssessmentCount: 1000,
  responsePerAssessmentCount: 100,
  questionPerAssessmentCount: 100,
};

/**
 * A plan cycle (payment row) for the user, as registration or a renewal writes it; by default it started
 * a minute ago and ends in 30 days. Answers the paymentId.
 */
export async function givePlan(
  db: DB,
  user: { userId: number; email: string },
  limits: Partial<PlanLimits> = {},
  dates: { startDate?: string; endDate?: string } = {},
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('payment')
    .values({
      userId: user.userId,
      billingPlanId: null,
      title: 'Test plan',
      price: 0,
      paymentMode: 'N/A',
      interval: 'Monthly',
      ...roomy,
      ...limits,
      startDate: dates.startDate ?? iso(now - 60_000),
      endDate: dates.endDate ?? iso(now + 30 * DAY),
      userEmail: user.email,
      transactionEmail: null,
      transactionDetail: 'limits test',
      stripeSessionId: null,
      addedBy: null,
      dateAdded: nowIso(),
    })
    .returning('paymentId')
    .executeTakeFirstOrThrow();
  return row.paymentId;
}

/**
 * Moves a user's cycle and everything they started or created in it `days` into the past, as if the
 * clock had run on: the cycle ends `days` ago minus its length, its attempts and assessments with it.
 */
export async function ageCycle(db: DB, userId: number, paymentId: number, days: number): Promise<void> {
  const back = (value: string) => iso(Date.parse(value) - days * DAY);
  const cycle = await db
    .selectFrom('payment')
    .select(['startDate', 'endDate'])
    .where('paymentId', '=', paymentId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('payment')
    .set({ startDate: back(cycle.startDate), endDate: back(cycle.endDate) })
    .where('paymentId', '=', paymentId)
    .execute();
  for (const a of await db
    .selectFrom('quiz_attempt')
    .select(['quizResponseInitialId', 'dateAdded'])
    .where('userId', '=', userId)
    .execute())
    await db
      .updateTable('quiz_attempt')
      .set({ dateAdded: back(a.dateAdded) })
      .where('quizResponseInitialId', '=', a.quizResponseInitialId)
      .execute();
  for (const q of await db
    .selectFrom('quiz_topic')
    .select(['quizTopicId', 'dateAdded'])
    .where('addedBy', '=', userId)
    .execute())
    await db
      .updateTable('quiz_topic')
      .set({ dateAdded: back(q.dateAdded) })
      .where('quizTopicId', '=', q.quizTopicId)
      .execute();
}

export const attemptsOf = async (db: DB, userId: number) =>
  (await db.selectFrom('quiz_attempt').select('quizResponseInitialId').where('userId', '=', userId).execute()).length;

export const questionCount = async (db: DB, quizTopicId: number) =>
  (await db.selectFrom('quiz_question').select('quizQuestionId').where('quizTopicId', '=', quizTopicId).execute())
    .length;
