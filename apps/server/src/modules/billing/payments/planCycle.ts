import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import type { BillingPlanTable } from '../../../db/schema.js';

export type PlanRow = Selectable<BillingPlanTable>;

export function findPlan(db: DB, billingPlanId: number) {
  return db.selectFrom('billing_plan').selectAll().where('billingPlanId', '=', billingPlanId).executeTakeFirst();
}

/** End of a plan cycle: one month or one year after the start. */
export function cycleEnd(start: Date, interval: string): Date {
  const end = new Date(start);
  if (interval === 'Yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A payment row holds the plan's limits for one cycle, so later plan edits do not change a paid cycle. */
export async function startPlanCycle(
  db: DB,
  input: {
    userId: number;
    userEmail: string;
    plan: PlanRow;
    paymentMode: string;
    transactionDetail: string | null;
    /** The payer's address of an online payment (Stripe's customer e-mail). */
    transactionEmail?: string | null;
    stripeSessionId: string | null;
    addedBy: number | null;
  },
) {
  const start = new Date();
  const { plan } = input;
  const row = await db
    .insertInto('payment')
    .values({
      userId: input.userId,
      billingPlanId: plan.billingPlanId,
      title: plan.title,
      price: plan.price,
      paymentMode: input.paymentMode,
      interval: plan.interval,
      assessmentCount: plan.assessmentCount,
      responseAllAssessmentCount: plan.responseAllAssessmentCount,
      responsePerAssessmentCount: plan.responsePerAssessmentCount,
      questionPerAssessmentCount: plan.questionPerAssessmentCount,
      startDate: start.toISOString(),
      endDate: cycleEnd(start, plan.interval).toISOString(),
      userEmail: input.userEmail,
      transactionEmail: input.transactionEmail ?? null,
      transactionDetail: input.transactionDetail,
      stripeSessionId: input.stripeSessionId,
      addedBy: input.addedBy,
      dateAdded: nowIso(),
    })
    .returning('paymentId')
    .executeTakeFirstOrThrow();
  return row.paymentId;
}
