import type { BillingPlan, PlanAdminRow, PlanInput } from '@assessly/shared';
import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

const PLAN_COLUMNS = [
  'billingPlanId',
  'title',
  'interval',
  'price',
  'assessmentCount',
  'responseAllAssessmentCount',
  'responsePerAssessmentCount',
  'questionPerAssessmentCount',
  'additionalText',
] as const;

const withInterval = <T extends { interval: string }>(r: T) => ({
  ...r,
  interval: r.interval === 'Yearly' ? ('Yearly' as const) : ('Monthly' as const),
});

export async function listPlans(db: DB): Promise<BillingPlan[]> {
  const rows = await db
    .selectFrom('billing_plan')
    .select(PLAN_COLUMNS)
    .orderBy('price')
    .orderBy('billingPlanId')
    .execute();
  return rows.map(withInterval);
}

/**
 * The plans as the Billing plans screen lists them, cheapest first, with usersCount: the users who have
 * held the plan (any payment row, past or current, that references it). Those rows keep the plan alive:
 * the payment's foreign key refuses its deletion, and the payment history stays linked to its plan.
 */
export async function listPlanAdminRows(db: DB): Promise<PlanAdminRow[]> {
  const rows = await db
    .selectFrom('billing_plan as b')
    .select(PLAN_COLUMNS.map((c) => `b.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('payment as p')
        .select(sql<number>`cast(count(distinct ${sql.ref('p.userId')}) as integer)`.as('n'))
        .whereRef('p.billingPlanId', '=', 'b.billingPlanId')
        .as('usersCount'),
    )
    .orderBy('b.price')
    .orderBy('b.billingPlanId')
    .execute();
  return rows.map((r) => ({ ...withInterval(r), usersCount: Number(r.usersCount ?? 0) }));
}

/** How many users have held the plan (see listPlanAdminRows). */
export async function countPlanUsers(db: DB, billingPlanId: number): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select(sql<number>`cast(count(distinct ${sql.ref('userId')}) as integer)`.as('n'))
    .where('billingPlanId', '=', billingPlanId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Which uniqueness rule another plan already breaks: the same title ignoring case and surrounding
 * spaces, or the same price. Null when none does.
 */
export async function findPlanConflict(
  db: DB,
  plan: Pick<PlanInput, 'title' | 'price'>,
  exceptId: number | null,
): Promise<'duplicateTitle' | 'duplicatePrice' | null> {
  const rows = await db
    .selectFrom('billing_plan')
    .select(['title', 'price'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(trim(${sql.ref('title')}))`, '=', plan.title.trim().toLowerCase()),
        eb('price', '=', plan.price),
      ]),
    )
    .$if(exceptId !== null, (q) => q.where('billingPlanId', '<>', exceptId!))
    .execute();
  if (rows.some((r) => r.title.trim().toLowerCase() === plan.title.trim().toLowerCase())) return 'duplicateTitle';
  return rows.length > 0 ? 'duplicatePrice' : null;
}

const planValues = (plan: PlanInput) => ({
  title: plan.title.trim(),
  interval: plan.interval,
  price: plan.price,
  assessmentCount: plan.assessmentCount,
  responseAllAssessmentCount: plan.responseAllAssessmentCount,
  responsePerAssessmentCount: plan.responsePerAssessmentCount,
  questionPerAssessmentCount: plan.questionPerAssessmentCount,
  additionalText: plan.additionalText,
});

export async function insertPlan(db: DB, plan: PlanInput, userId: number): Promise<number> {
  const row = await db
    .insertInto('billing_plan')
    .values({ ...planValues(plan), addedBy: userId, dateAdded: nowIso(), lastUpdatedBy: null, lastUpdated: null })
    .returning('billingPlanId')
    .executeTakeFirstOrThrow();
  return row.billingPlanId;
}

/** Answers whether the plan existed. Payment rows keep their own copy of the limits: paid cycles stay as sold. */
export async function updatePlan(db: DB, billingPlanId: number, plan: PlanInput, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('billing_plan')
    .set({ ...planValues(plan), lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('billingPlanId', '=', billingPlanId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the plan existed. */
export async function deletePlan(db: DB, billingPlanId: number): Promise<boolean> {
  const result = await db.deleteFrom('billing_plan').where('billingPlanId', '=', billingPlanId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
