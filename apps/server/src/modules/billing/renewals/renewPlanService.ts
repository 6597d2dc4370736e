import type { PAYMENT_MODES, RenewPlanRequest, renewOwnPlanRequest } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../../db/database.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { findUserByEmail, findUserById } from '../../accounts/index.js';
import { useCheckoutSession, verifyPaidSession } from '../checkout/checkoutService.js';
import { findPlan, startPlanCycle, type PlanRow } from '../payments/planCycle.js';

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
  /** The payer's address of an Online renewal (Stripe's customer e-mail). */
  transactionEmail?: string | null;
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
    transactionEmail: input.transactionEmail,
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

/**
 * The candidate's own renewal (spec 000 §4): a free plan directly; a paid plan only with a confirmed
 * 'renew' checkout session of this candidate (for that plan when the body names one). The server does
 * not end the candidate's sessions: the web signs out after the renewal and the candidate signs in again
 * (a webhook-completed renewal must not throw anyone out mid-work either).
 */
export async function renewOwnPlan(
  app: FastifyInstance,
  caller: { userId: number; email: string },
  body: z.output<typeof renewOwnPlanRequest>,
): Promise<number> {
  if (body.stripeSessionId) {
    return completePaidRenewal(app, body.stripeSessionId, { userId: caller.userId, billingPlanId: body.billingPlanId });
  }
  if (!body.billingPlanId) return invalidField('billingPlanId', 'required');
  const plan = (await findPlan(app.db, body.billingPlanId)) ?? notFound();
  if (plan.price > 0) refuse('pleasePayFirst');
  return renewPlan(app.db, {
    user: caller,
    plan,
    paymentMode: 'N/A',
    transactionDetail: 'Free plan renewal',
    addedBy: caller.userId,
    stripeSessionId: null,
  });
}

/**
 * A paid renewal from its checkout session: the browser's return (renew_id) and the webhook both end
 * here, and the session is used in the transaction that starts the new cycle, so it renews once.
 */
export async function completePaidRenewal(
  app: FastifyInstance,
  stripeSessionId: string,
  expected: { userId?: number; billingPlanId?: number },
): Promise<number> {
  const { row, transactionEmail } = await verifyPaidSession(app, stripeSessionId, { purpose: 'renew', ...expected });
  const user = (row.userId !== null ? await findUserById(app.db, row.userId) : undefined) ?? notFound();
  const plan = (row.billingPlanId !== null ? await findPlan(app.db, row.billingPlanId) : undefined) ?? notFound();
  return app.db.transaction().execute(async (trx) => {
    await useCheckoutSession(trx, stripeSessionId, user.userId);
    return renewPlan(trx, {
      user: { userId: user.userId, email: user.email },
      plan,
      paymentMode: 'Online',
      transactionDetail: 'Stripe checkout',
      addedBy: user.userId,
      stripeSessionId,
      transactionEmail,
    });
  });
}
