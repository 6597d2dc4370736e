import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { bearer, createTestApp, type DatabaseKind, type TestApp } from './testApp.js';
import { startStripeStandIn, type StripeStandIn } from './stripeStandIn.js';

export interface CheckoutContext {
  t: TestApp;
  stripe: StripeStandIn;
  plans: { free: number; professional: number; enterprise: number };
  close(): Promise<void>;
}

/**
 * An app whose Stripe SDK talks to a local stand-in (STRIPE_API_URL), with the stand-in's secret key in
 * the Payment settings (the way an admin sets it, not the environment) and its webhook secret in
 * STRIPE_WEBHOOK_SECRET.
 */
export async function checkoutApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<CheckoutContext> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp(kind, {
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_SECRET_KEY: '',
    ...env,
  });
  await setSecretKey(t.db, stripe.secretKey);
  const plan = async (title: string) =>
    (await t.db.selectFrom('billing_plan').select('billingPlanId').where('title', '=', title).executeTakeFirstOrThrow())
      .billingPlanId;
  return {
    t,
    stripe,
    plans: { free: await plan('Free'), professional: await plan('Professional'), enterprise: await plan('Enterprise') },
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export const setSecretKey = (db: DB, key: string | null) =>
  db.updateTable('site_settings').set({ stripeSecretKey: key }).where('siteSettingsId', '=', 1).execute();

/** A public form post, as the landing page's Subscribe sends it. */
export function postForm(t: TestApp, url: string, fields: Record<string, string | number>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      ...(token ? bearer(token) : {}),
    },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
}

/** A JSON call (the web's fetch with Accept: application/json). */
export function postJson(t: TestApp, url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { accept: 'application/json', ...(token ? bearer(token) : {}) },
    payload,
  });
}

/** The checkout session id of a 303 to the stand-in's payment page. */
export function sessionIdOfRedirect(res: LightMyRequestResponse, stripe: StripeStandIn): string {
  expect(res.statusCode, res.body).toBe(303);
  const location = String(res.headers.location);
  expect(location.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
  return location.slice(location.lastIndexOf('/') + 1);
}

/** The buyer pays on the stand-in's page; answers where Stripe sends them back (the 303 Location). */
export async function pay(stripe: StripeStandIn, sessionId: string, email = 'payer@example.com'): Promise<string> {
  const res = await fetch(`${stripe.url}/pay/${sessionId}?email=${encodeURIComponent(email)}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** A paid plan bought from the landing page and paid: answers its session id. */
export async function paidPlanSession(ctx: CheckoutContext, billingPlanId: number, email?: string): Promise<string> {
  const sessionId = sessionIdOfRedirect(
    await postForm(ctx.t, '/create-checkout-session-plan', { billingId: billingPlanId }),
    ctx.stripe,
  );
  await pay(ctx.stripe, sessionId, email);
  return sessionId;
}

export function register(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/User/StudentRegistration',
    payload: { fullName: 'Paying Person', password: 'paying-person-pass', ...payload },
  });
}

export const checkoutRow = (db: DB, sessionId: string) =>
  db.selectFrom('checkout_session').selectAll().where('sessionId', '=', sessionId).executeTakeFirstOrThrow();

/** A 202 refusal with this message key. */
export function expectRefusal(res: LightMyRequestResponse, code: string) {
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ responseMsg: code });
}
