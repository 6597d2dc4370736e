import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/quizFixtures.js';
import {
  checkoutApp,
  checkoutRow,
  expectRefusal,
  pay,
  postForm,
  postJson,
  type CheckoutContext,
} from '../helpers/checkoutFixtures.js';
import { registerUser, testDatabases, TEST_PUBLIC_URL } from '../helpers/testApp.js';

/** The candidate's own renewal (free and paid) and the signed Stripe webhook (issue 7). */
describe.each(testDatabases())('plan renewal and webhook on %s', (kind) => {
  let ctx: CheckoutContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await checkoutApp(kind);
    adminToken = await ctx.t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => ctx?.close());

  let serial = 0;
  /** A new candidate on the free plan whose cycle has ended (the expiry notice's case). */
  async function expiredCandidate() {
    const email = `renewer${++serial}-${kind}@example.com`;
    const { token, userId } = await registerUser(ctx.t.app, { email, billingPlanId: ctx.plans.free });
    await ctx.t.db
      .updateTable('payment')
      .set({ startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-02-01T00:00:00.000Z' })
      .where('userId', '=', userId)
      .execute();
    return { token, userId, email };
  }
  const info = async (token: string) => (await api(ctx.t, token).get('/User/GetCurrentUserInfo')).json();
  const payments = (userId: number) =>
    ctx.t.db.selectFrom('payment').selectAll().where('userId', '=', userId).orderBy('paymentId').execute();

  /**
   * A paid renewal's checkout as the web starts it (fetch with the bearer header and no particular
   * Accept: the answer is JSON, never a redirect fetch would follow): answers the session id.
   */
  async function renewCheckout(token: string, billingId: number) {
    const res = await api(ctx.t, token).post('/create-checkout-renew-plan', { billingId });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(ctx.stripe.url);
    return url.pathname.split('/').pop()!;
  }

  async function webhook(payload: string, signature?: string) {
    return ctx.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  }

  it('renews a free plan directly: a new cycle from today, planRenewalSuccess, no longer expired', async () => {
    const c = await expiredCandidate();
    expect((await info(c.token)).isPlanExpired).toBe('true');
    const res = await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { billingPlanId: ctx.plans.free });
    expect(res.json()).toEqual({ responseMsg: 'planRenewalSuccess' });
    const rows = await payments(c.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      title: 'Free',
      paymentMode: 'N/A',
      price: 0,
      stripeSessionId: null,
      addedBy: c.userId,
    });
    expect(Date.parse(rows[1]!.endDate)).toBeGreaterThan(Date.now());
    // The token still works: the web signs the candidate out itself (the server revokes nothing).
    expect((await info(c.token)).isPlanExpired).toBe('false');
  });

  it('refuses a paid plan without its checkout, an unknown plan, and a missing plan', async () => {
    const c = await expiredCandidate();
    expectRefusal(
      await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { billingPlanId: ctx.plans.professional }),
      'pleasePayFirst',
    );
    expect((await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { billingPlanId: 99_999 })).statusCode).toBe(404);
    const none = await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({ path: 'body.billingPlanId', message: 'required' });
    expect(await payments(c.userId)).toHaveLength(1);
  });

  it('renews a paid plan through checkout and renew_id, once', async () => {
    const c = await expiredCandidate();
    const sessionId = await renewCheckout(c.token, ctx.plans.enterprise);
    expect(ctx.stripe.session(sessionId)).toMatchObject({
      amount_total: 19_900,
      customer_email: c.email,
      success_url: `${TEST_PUBLIC_URL}/dashboard?renew_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/dashboard`,
      metadata: { purpose: 'renew', billingPlanId: String(ctx.plans.enterprise), userId: String(c.userId) },
    });
    expect(await checkoutRow(ctx.t.db, sessionId)).toMatchObject({ purpose: 'renew', userId: c.userId });

    const renew = (token: string) => api(ctx.t, token).put('/Settings/RenewOwnPlan', { stripeSessionId: sessionId });
    expectRefusal(await renew(c.token), 'pleasePayFirst');
    const back = await pay(ctx.stripe, sessionId, 'billing@example.com');
    expect(back).toBe(`${TEST_PUBLIC_URL}/dashboard?renew_id=${sessionId}`);

    // Another candidate cannot use it, nor see it.
    const other = await expiredCandidate();
    expectRefusal(await renew(other.token), 'pleasePayFirst');
    expect((await api(ctx.t, other.token).get(`/checkout-session?sessionId=${sessionId}`)).statusCode).toBe(404);
    expect((await api(ctx.t, c.token).get(`/checkout-session?sessionId=${sessionId}`)).json().paymentStatus).toBe(
      'paid',
    );

    expect((await renew(c.token)).json()).toEqual({ responseMsg: 'planRenewalSuccess' });
    const rows = await payments(c.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      title: 'Enterprise',
      interval: 'Yearly',
      price: 199,
      paymentMode: 'Online',
      stripeSessionId: sessionId,
      transactionEmail: 'billing@example.com',
    });
    expect((await info(c.token)).planName).toBe('Enterprise');
    expectRefusal(await renew(c.token), 'checkoutSessionUsed');
    expect(await payments(c.userId)).toHaveLength(2);
  });

  it('refuses a renewal session paid for a different amount, or named with another plan', async () => {
    const c = await expiredCandidate();
    const sessionId = await renewCheckout(c.token, ctx.plans.professional);
    await pay(ctx.stripe, sessionId);
    expectRefusal(
      await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', {
        stripeSessionId: sessionId,
        billingPlanId: ctx.plans.enterprise,
      }),
      'pleasePayFirst',
    );
    ctx.stripe.setAmount(sessionId, 1);
    expectRefusal(
      await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { stripeSessionId: sessionId }),
      'paymentAmountMismatch',
    );
  });

  it('keeps renewal to candidates: anonymous 401, admin 403, and a free plan has no checkout', async () => {
    const anonymous = await api(ctx.t, null).put('/Settings/RenewOwnPlan', { billingPlanId: ctx.plans.free });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await api(ctx.t, adminToken).put('/Settings/RenewOwnPlan', { billingPlanId: ctx.plans.free })).statusCode,
    ).toBe(403);
    expect(
      (await postJson(ctx.t, '/create-checkout-renew-plan', { billingId: ctx.plans.professional })).statusCode,
    ).toBe(401);
    // A plain form post carries no bearer header: refused, never a checkout for nobody.
    expect(
      (await postForm(ctx.t, '/create-checkout-renew-plan', { billingId: ctx.plans.professional })).statusCode,
    ).toBe(401);
    expect(
      (await postJson(ctx.t, '/create-checkout-renew-plan', { billingId: ctx.plans.professional }, adminToken))
        .statusCode,
    ).toBe(403);
    const c = await expiredCandidate();
    expectRefusal(
      await postJson(ctx.t, '/create-checkout-renew-plan', { billingId: ctx.plans.free }, c.token),
      'noPaymentNeeded',
    );
  });

  it('webhook: a signed checkout.session.completed renews even when the browser never returns, once', async () => {
    const c = await expiredCandidate();
    const sessionId = await renewCheckout(c.token, ctx.plans.professional);
    await pay(ctx.stripe, sessionId, 'hook@example.com');
    const event = ctx.stripe.completedEvent(sessionId);

    const first = await webhook(event.payload, event.signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const rows = await payments(c.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      paymentMode: 'Online',
      stripeSessionId: sessionId,
      transactionEmail: 'hook@example.com',
    });
    const stored = await ctx.t.db.selectFrom('stripe_event').selectAll().where('eventId', '=', event.eventId).execute();
    expect(stored).toEqual([expect.objectContaining({ type: 'checkout.session.completed' })]);

    // Stripe delivers again: acknowledged, nothing done twice.
    expect((await webhook(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: true });
    // Another event for the same session (or the browser coming back late) cannot renew again either.
    const second = ctx.stripe.completedEvent(sessionId);
    expect((await webhook(second.payload, second.signature)).json()).toEqual({ received: true, duplicate: false });
    expectRefusal(
      await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { stripeSessionId: sessionId }),
      'checkoutSessionUsed',
    );
    expect(await payments(c.userId)).toHaveLength(2);
  });

  it('webhook: after the browser completed the renewal the event changes nothing', async () => {
    const c = await expiredCandidate();
    const sessionId = await renewCheckout(c.token, ctx.plans.professional);
    await pay(ctx.stripe, sessionId);
    expect((await api(ctx.t, c.token).put('/Settings/RenewOwnPlan', { stripeSessionId: sessionId })).statusCode).toBe(
      200,
    );
    const event = ctx.stripe.completedEvent(sessionId);
    expect((await webhook(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: false });
    expect(await payments(c.userId)).toHaveLength(2);
  });

  it('webhook: a plan session (no account yet) is only acknowledged; an unpaid one does nothing', async () => {
    const planSession = new URL(
      (await postJson(ctx.t, '/create-checkout-session-plan', { billingId: ctx.plans.professional })).json().url,
    ).pathname
      .split('/')
      .pop()!;
    await pay(ctx.stripe, planSession);
    const event = ctx.stripe.completedEvent(planSession);
    expect((await webhook(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: false });
    expect((await checkoutRow(ctx.t.db, planSession)).usedAt).toBeNull();

    const c = await expiredCandidate();
    const unpaid = await renewCheckout(c.token, ctx.plans.professional);
    const early = ctx.stripe.completedEvent(unpaid);
    expect((await webhook(early.payload, early.signature)).statusCode).toBe(200);
    expect(await payments(c.userId)).toHaveLength(1);
  });

  it('webhook: a bad, missing or foreign signature answers 400 and processes nothing', async () => {
    const c = await expiredCandidate();
    const sessionId = await renewCheckout(c.token, ctx.plans.professional);
    await pay(ctx.stripe, sessionId);
    const event = ctx.stripe.completedEvent(sessionId);
    const tampered = event.payload.replace('"livemode":false', '"livemode":true');
    for (const [payload, signature] of [
      [tampered, event.signature],
      [event.payload, undefined],
      [event.payload, ctx.stripe.signWebhook(event.payload, 'whsec_someone_else')],
      [event.payload, 't=1,v1=deadbeef'],
    ] as const) {
      const res = await webhook(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ responseMsg: 'validationFailed' });
    }
    expect(await payments(c.userId)).toHaveLength(1);
    expect(
      await ctx.t.db.selectFrom('stripe_event').select('eventId').where('eventId', '=', event.eventId).execute(),
    ).toEqual([]);
  });
});
