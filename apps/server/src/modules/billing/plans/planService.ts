import type { PlanInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isSerializationFailure, isUniqueViolation } from '../../../db/dialect.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import * as plans from './planRepository.js';

const ATTEMPTS = 5;

/** Prices are USD amounts: kept to the cent, so that 9.999 and 10 are one price, as checkout charges them. */
const normalised = (plan: PlanInput): PlanInput => ({
  ...plan,
  title: plan.title.trim(),
  price: Math.round(plan.price * 100) / 100,
});

/**
 * Saves a plan when no other plan has its title (ignoring case and spaces) or its price (spec 000 §5).
 * The check and the write run in one SERIALIZABLE transaction: on PostgreSQL two concurrent saves of the
 * same title or price cannot both pass the check (one fails with a serialization failure and is retried,
 * then sees the other's plan); SQLite runs one write transaction at a time. The title's unique index is
 * the last guard: its violation is answered as the duplicate too, never as a 500.
 */
async function savePlan<T>(db: DB, plan: PlanInput, exceptId: number | null, write: (trx: DB) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db
        .transaction()
        .setIsolationLevel('serializable')
        .execute(async (trx) => {
          const conflict = await plans.findPlanConflict(trx, plan, exceptId);
          if (conflict) refuse(conflict);
          return write(trx);
        });
    } catch (error) {
      if (isSerializationFailure(error) && attempt < ATTEMPTS) continue;
      if (isUniqueViolation(error) || isSerializationFailure(error)) {
        refuse((await plans.findPlanConflict(db, plan, exceptId)) ?? 'duplicateTitle');
      }
      throw error;
    }
  }
}

export function createPlan(db: DB, input: PlanInput, userId: number): Promise<number> {
  const plan = normalised(input);
  return savePlan(db, plan, null, (trx) => plans.insertPlan(trx, plan, userId));
}

export async function updatePlan(db: DB, billingPlanId: number, input: PlanInput, userId: number): Promise<void> {
  const plan = normalised(input);
  const found = await savePlan(db, plan, billingPlanId, (trx) => plans.updatePlan(trx, billingPlanId, plan, userId));
  if (!found) notFound();
}

/** A plan somebody has held stays (spec 000 §5): their payment rows reference it. */
export async function deletePlan(db: DB, billingPlanId: number): Promise<void> {
  const inUse = async () => {
    const count = await plans.countPlanUsers(db, billingPlanId);
    if (count > 0) refuse('planInUse', { count });
  };
  await inUse();
  let found: boolean;
  try {
    found = await plans.deletePlan(db, billingPlanId);
  } catch (error) {
    // A payment recorded between the count and the delete trips the foreign key: say why, not 500.
    await inUse();
    throw error;
  }
  if (!found) notFound();
}
