import { billingApi } from '@assessly/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../../errors/AppError.js';
import { serve } from '../../../lib/serve.js';
import { completePaidRenewal } from '../renewals/renewPlanService.js';
import { findCheckoutSession, recordStripeEvent, stripeEventSeen } from './checkoutRepository.js';
import { completeQuizPayment } from './quizPaymentService.js';

/** Events after which a Checkout Session may be paid (card payments complete at once, others later). */
const SETTLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const badSignature = () =>
  new AppError('validationFailed', { issues: [{ path: 'headers.stripe-signature', message: 'invalidSignature' }] });

/**
 * POST /api/stripe/webhook (public; Stripe calls it): the raw body's signature is checked with
 * STRIPE_WEBHOOK_SECRET (none set, or a bad signature: 400, nothing processed). A settled session is
 * completed through the same code as the browser's return, so a payment counts even when the buyer
 * never comes back:
 * - 'renew' and 'quiz' sessions (the buyer is known): the renewal or the assessment payment;
 * - 'plan' sessions (no account yet): nothing to write; the registration later checks the session with
 *   Stripe itself.
 * Idempotent twice over: an event id is recorded in stripe_event once processed (a redelivery is only
 * acknowledged), and a session is used once whatever the order of browser and webhook. A business
 * refusal (already used, unpaid, wrong amount) is recorded and acknowledged; an unexpected failure
 * answers 500 without recording, so Stripe delivers the event again.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes Stripe sent: JSON bodies stay raw in this scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  serve(app, billingApi.StripeWebhook, async (request) => {
    const secret = app.config.STRIPE_WEBHOOK_SECRET;
    const signature = request.headers['stripe-signature'];
    const raw = request.body;
    if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw badSignature();
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(raw, signature, secret);
    } catch {
      throw badSignature();
    }
    if (await stripeEventSeen(app.db, event.id)) return { received: true, duplicate: true };
    if (SETTLING_EVENTS.has(event.type)) {
      await settleSession(app, (event.data.object as Stripe.Checkout.Session).id);
    }
    const first = await recordStripeEvent(app.db, event.id, event.type);
    return { received: true, duplicate: !first };
  });
};

async function settleSession(app: FastifyInstance, sessionId: string): Promise<void> {
  const row = await findCheckoutSession(app.db, sessionId);
  if (!row || row.purpose === 'plan') return;
  try {
    if (row.purpose === 'renew') await completePaidRenewal(app, sessionId, {});
    else await completeQuizPayment(app, sessionId, {});
  } catch (error) {
    // Used already (the browser was first), unpaid yet, or not what we asked: nothing to do, said once.
    if (error instanceof AppError && error.statusCode === 202) {
      app.log.info({ sessionId, code: error.code }, 'stripe webhook: session not completed');
      return;
    }
    throw error;
  }
}

export default webhookRoutes;
