import type { PAYMENT_MODES, RenewPlanRequest } from '@assessly/shared';
import type { DB } from '../../db/database.js';
import { notFound, refuse } from '../../errors/AppError.js';
import { findUserByEmail } from '../User/userRepository.js';
import { findPlan, startPlanCycle, type PlanRow } from './planCycle.js';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

export interface RenewPlanInput {
  /** Whose plan: the payment row keeps the e-mail as it was at renewal time. */
  user: { userId: number; email: string };
  plan: PlanRow;
  paymentMode: PaymentMode;
  transactionDetail: string | null;
  /** Who renewed: the admin, or the candidate renewing their own plan. */
  addedBy: number | null;
  /** A confirmed checkout session for a paid (Online) renewal; null otherwise. */
  stripeSessionId: string | null;
}

/**
 * Renews a plan: a new plan cycle (a payment row with the plan's limits) starting now. Every kind of
 * renewal ends here: the admin's Offline / N/A renewal below, and later the candidate's own renewal (free
 * plan or confirmed checkout), which only has to check its own preconditions before calling this.
 */
export function renewPlan(db: DB, input: RenewPlanInput): Promise<number> {
  return startPlanCycle(db, {
    userId: input.user.userId,
    userEmail: input.user.email,
    plan: input.plan,
    paymentMode: input.paymentMode,
    transactionDetail: input.transactionDetail,
    stripeSessionId: input.stripeSessionId,
    addedBy: input.addedBy,
  });
}

/**
 * The admin's renewal from the Users screen (spec 000 §4): the user named by e-mail, Offline or N/A only
 * (Online is set by the payment system, never by hand), a plan that exists.
 */
export async function renewPlanByAdmin(db: DB, body: RenewPlanRequest, adminId: number): Promise<number> {
  if (body.paymentMode === 'Online') refuse('onlinePaymentnotallowed');
  const user = (await findUserByEmail(db, body.userEmail)) ?? refuse('noUserForEmail');
  const plan = (await findPlan(db, body.billingPlanId)) ?? notFound();
  return renewPlan(db, {
    user: { userId: user.userId, email: user.email },
    plan,
    paymentMode: body.paymentMode,
    transactionDetail: body.transactionDetail,
    addedBy: adminId,
    stripeSessionId: null,
  });
}
