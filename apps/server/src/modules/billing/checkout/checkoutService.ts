import type { CheckoutSession } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { DB } from '../../../db/database.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import { loadSettings } from '../../site/index.js';
import { findPlan } from '../payments/planCycle.js';
import {
  claimCheckoutSession,
  findCheckoutSession,
  findQuizForCheckout,
  insertCheckoutSession,
  quizPaymentExists,
  type CheckoutPurpose,
  type CheckoutSessionRow,
} from './checkoutRepository.js';
import { paymentSetup, stripeFailure } from './stripeClient.js';

/**
 * Checkout (spec 000 §4, §7): the server creates every Stripe Checkout Session itself, remembers what it
 * was for (checkout_session: purpose, plan / assessment / buyer, amount in cents and currency), and
 * before anything is registered, renewed or recorded it retrieves the session from Stripe again and
 * checks it. Nothing the browser says about a payment is trusted.
 *
 * Amounts: plan prices are stored in USD (spec 000 §3), but a site sells in its own currency (Payment
 * settings), so the checkout charges the plan's price number in the settings' currency; a site that
 * switches currency prices its plans in that currency. The amount is in the currency's minor unit
 * (price × 100, rounded), the spec's cents.
 */

export const toCents = (price: number): number => Math.round(price * 100);

interface NewCheckout {
  purpose: CheckoutPurpose;
  billingPlanId: number | null;
  quizTopicId: number | null;
  userId: number | null;
  /** What the buyer reads on the payment page. */
  title: string;
  price: number;
  /** Paths on our site; Stripe fills {CHECKOUT_SESSION_ID} into the success one. */
  successPath: string;
  cancelPath: string;
  customerEmail?: string | null;
}

/** Creates the Stripe session and our record of it; answers the payment page's URL. */
export async function createCheckout(app: FastifyInstance, checkout: NewCheckout): Promise<string> {
  const setup = await paymentSetup(app);
  const amountCents = toCents(checkout.price);
  const metadata: Record<string, string> = { purpose: checkout.purpose };
  if (checkout.billingPlanId !== null) metadata.billingPlanId = String(checkout.billingPlanId);
  if (checkout.quizTopicId !== null) metadata.quizTopicId = String(checkout.quizTopicId);
  if (checkout.userId !== null) metadata.userId = String(checkout.userId);
  let session: Stripe.Checkout.Session;
  try {
    session = await setup.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: setup.currency, unit_amount: amountCents, product_data: { name: checkout.title } },
        },
      ],
      success_url: `${setup.siteUrl}${checkout.successPath}`,
      cancel_url: `${setup.siteUrl}${checkout.cancelPath}`,
      ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
      ...(checkout.userId !== null ? { client_reference_id: String(checkout.userId) } : {}),
      metadata,
    });
  } catch (error) {
    return stripeFailure(error, 'create');
  }
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  await insertCheckoutSession(app.db, {
    sessionId: session.id,
    purpose: checkout.purpose,
    billingPlanId: checkout.billingPlanId,
    quizTopicId: checkout.quizTopicId,
    userId: checkout.userId,
    amountCents,
    currency: setup.currency,
  });
  return session.url;
}

/** A paid plan bought from the landing page, before any account exists. */
export async function createPlanCheckout(app: FastifyInstance, billingPlanId: number): Promise<string> {
  const plan = (await findPlan(app.db, billingPlanId)) ?? notFound();
  if (plan.price <= 0) return refuse('noPaymentNeeded');
  return createCheckout(app, {
    purpose: 'plan',
    billingPlanId: plan.billingPlanId,
    quizTopicId: null,
    userId: null,
    title: `${plan.title} (${plan.interval})`,
    price: plan.price,
    successPath: '/signIn?session_id={CHECKOUT_SESSION_ID}',
    cancelPath: '/#pricing',
  });
}

/**
 * The site's paid registration (settings paidRegistration and registrationPrice): a 'plan' session with
 * no plan, which lets a visitor register without choosing one.
 */
export async function createRegistrationCheckout(app: FastifyInstance): Promise<string> {
  const settings = await loadSettings(app.db);
  if (!settings.paidRegistration || settings.registrationPrice <= 0) return refuse('noPaymentNeeded');
  return createCheckout(app, {
    purpose: 'plan',
    billingPlanId: null,
    quizTopicId: null,
    userId: null,
    title: `${settings.siteTitle} registration`,
    price: settings.registrationPrice,
    successPath: '/signIn?session_id={CHECKOUT_SESSION_ID}',
    cancelPath: '/signIn',
  });
}

/** A signed-in candidate renews with a paid plan; Stripe returns to /dashboard?renew_id=…. */
export async function createRenewCheckout(
  app: FastifyInstance,
  user: { userId: number; email: string },
  billingPlanId: number,
): Promise<string> {
  const plan = (await findPlan(app.db, billingPlanId)) ?? notFound();
  if (plan.price <= 0) return refuse('noPaymentNeeded');
  return createCheckout(app, {
    purpose: 'renew',
    billingPlanId: plan.billingPlanId,
    quizTopicId: null,
    userId: user.userId,
    title: `${plan.title} (${plan.interval})`,
    price: plan.price,
    successPath: '/dashboard?renew_id={CHECKOUT_SESSION_ID}',
    cancelPath: '/dashboard',
    customerEmail: user.email,
  });
}

/** A candidate pays for a paid assessment; Stripe returns to /dashboard?quiz=<id>&quiz_session_id=…. */
export async function createQuizCheckout(
  app: FastifyInstance,
  user: { userId: number; email: string },
  quizTopicId: number,
): Promise<string> {
  const quiz = (await findQuizForCheckout(app.db, quizTopicId)) ?? notFound();
  if (quiz.quizPrice <= 0 || (await quizPaymentExists(app.db, user.userId, quizTopicId))) refuse('noPaymentNeeded');
  return createCheckout(app, {
    purpose: 'quiz',
    billingPlanId: null,
    quizTopicId: quiz.quizTopicId,
    userId: user.userId,
    title: quiz.quizTitle,
    price: quiz.quizPrice,
    // The assessment rides along so the dashboard can record the payment and start it on return.
    successPath: `/dashboard?quiz=${quiz.quizTopicId}&quiz_session_id={CHECKOUT_SESSION_ID}`,
    cancelPath: '/dashboard',
    customerEmail: user.email,
  });
}

/** What a session must have been created for; an omitted field is not checked. */
export interface ExpectedSession {
  purpose: CheckoutPurpose;
  userId?: number | null;
  billingPlanId?: number | null;
  quizTopicId?: number;
}

export interface VerifiedSession {
  row: CheckoutSessionRow;
  /** The payer's address as Stripe has it (customer_details.email). */
  transactionEmail: string | null;
}

/**
 * The checks before a payment counts (issue 7): a session we created for exactly this (else
 * pleasePayFirst), not used yet (checkoutSessionUsed), paid according to Stripe itself (pleasePayFirst),
 * for the amount and currency we asked (paymentAmountMismatch). The caller then claims it with
 * useCheckoutSession inside the transaction that writes what it pays for.
 */
export async function verifyPaidSession(
  app: FastifyInstance,
  sessionId: string,
  expected: ExpectedSession,
): Promise<VerifiedSession> {
  const row = (await findCheckoutSession(app.db, sessionId)) ?? refuse('pleasePayFirst');
  const mismatch =
    row.purpose !== expected.purpose ||
    (expected.userId !== undefined && row.userId !== expected.userId) ||
    (expected.billingPlanId !== undefined && row.billingPlanId !== expected.billingPlanId) ||
    (expected.quizTopicId !== undefined && row.quizTopicId !== expected.quizTopicId);
  if (mismatch) refuse('pleasePayFirst');
  if (row.usedAt) refuse('checkoutSessionUsed');
  const session = await retrieveSession(app, sessionId);
  if (session.payment_status !== 'paid') refuse('pleasePayFirst');
  if (session.amount_total !== row.amountCents || (session.currency ?? '').toLowerCase() !== row.currency) {
    refuse('paymentAmountMismatch');
  }
  return { row, transactionEmail: session.customer_details?.email ?? session.customer_email ?? null };
}

async function retrieveSession(app: FastifyInstance, sessionId: string): Promise<Stripe.Checkout.Session> {
  const { stripe } = await paymentSetup(app);
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    return stripeFailure(error, 'retrieve');
  }
}

/** Inside the writing transaction: the session is used now, or someone was first (checkoutSessionUsed). */
export async function useCheckoutSession(trx: DB, sessionId: string, userId: number | null): Promise<void> {
  if (!(await claimCheckoutSession(trx, sessionId, userId))) refuse('checkoutSessionUsed');
}

/**
 * GET /checkout-session: the payment state as Stripe has it, for sessions we created only. A session
 * of a signed-in buyer (renewal, assessment) is shown to that buyer only.
 */
export async function lookupCheckoutSession(
  app: FastifyInstance,
  sessionId: string,
  callerId: number | null,
): Promise<CheckoutSession> {
  const row = (await findCheckoutSession(app.db, sessionId)) ?? notFound();
  if (row.purpose !== 'plan' && row.userId !== callerId) notFound();
  const session = await retrieveSession(app, sessionId);
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    customerDetails: session.customer_details ? { email: session.customer_details.email ?? null } : null,
  };
}
