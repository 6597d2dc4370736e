import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { refuse } from '../../../errors/AppError.js';
import { publicSiteUrl } from '../../site/index.js';
import { loadSettings } from '../../site/index.js';

export interface PaymentSetup {
  stripe: Stripe;
  /** The settings' currency, lower case as Stripe writes it: every checkout amount is in it. */
  currency: string;
  /** Where Stripe sends the buyer back to (the site's public origin, never a request header). */
  siteUrl: string;
}

/** One SDK instance per key (and API address): the SDK keeps its HTTP agent and telemetry per instance. */
const clients = new Map<string, Stripe>();

function clientFor(app: FastifyInstance, secretKey: string): Stripe {
  const api = app.config.stripeApi;
  const cacheKey = `${api ? `${api.protocol}://${api.host}:${api.port}` : 'stripe'}|${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(secretKey, {
      // STRIPE_API_URL (tests, stripe-mock); unset in production, where the SDK talks to api.stripe.com.
      ...(api ?? {}),
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: 'Assessly' },
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/**
 * The Stripe client with the secret key of the Payment settings (write-only there) or STRIPE_SECRET_KEY;
 * without a key, paid plans answer 'Payment settings not done yet' (free plans never come here).
 */
export async function paymentSetup(app: FastifyInstance): Promise<PaymentSetup> {
  const settings = await loadSettings(app.db);
  const secretKey = settings.stripeSecretKey?.trim() || app.config.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return refuse('paymentSettingsNotDoneYet');
  return {
    stripe: clientFor(app, secretKey),
    currency: (settings.currency || 'usd').trim().toLowerCase(),
    siteUrl: publicSiteUrl(app, settings),
  };
}

/**
 * Stripe's own failures, as our codes: a key Stripe rejects is unfinished payment settings; a session
 * Stripe does not know (on retrieval) is no payment; an unreachable Stripe is a network error. Anything
 * else stays a 500 (logged).
 */
export function stripeFailure(error: unknown, call: 'create' | 'retrieve'): never {
  if (error instanceof Stripe.errors.StripeAuthenticationError) return refuse('paymentSettingsNotDoneYet');
  if (error instanceof Stripe.errors.StripePermissionError) return refuse('paymentSettingsNotDoneYet');
  if (call === 'retrieve' && error instanceof Stripe.errors.StripeInvalidRequestError) return refuse('pleasePayFirst');
  if (error instanceof Stripe.errors.StripeConnectionError) return refuse('networkError');
  throw error;
}
