import type { BillingPlan } from '@assessly/shared';
import type { DB } from '../../db/database.js';

export async function listPlans(db: DB): Promise<BillingPlan[]> {
  const rows = await db
    .selectFrom('billing_plan')
    .select([
      'billingPlanId',
      'title',
      'interval',
      'price',
      'assessmentCount',
      'responseAllAssessmentCount',
      'responsePerAssessmentCount',
      'questionPerAssessmentCount',
      'additionalText',
    ])
    .orderBy('price')
    .orderBy('billingPlanId')
    .execute();
  return rows.map((r) => ({ ...r, interval: r.interval === 'Yearly' ? 'Yearly' : 'Monthly' }));
}
