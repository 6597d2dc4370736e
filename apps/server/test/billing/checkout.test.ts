import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, stripeApiOf } from '../../src/config.js';
import {
  checkoutApp,
  checkoutRow,
  expectRefusal,
  paidPlanSession,
  pay,
  postForm,
  postJson,
  register,
  sessionIdOfRedirect,
  setSecretKey,
  type CheckoutContext,
} from '../helpers/checkoutFixtures.js';
import { bearer, testDatabases, TEST_PUBLIC_URL } from '../helpers/testApp.js';

describe('STRIPE_API_URL', () => {
  it("becomes the SDK's host, port and protocol; unset keeps Stripe's own API", () => {
    expect(stripeApiOf(undefined)).toBeNull();
    expect(stripeApiOf('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApiOf('https://stripe-mock.internal')).toEqual({
      host: 'stripe-mock.internal',
      port: 443,
      protocol: 'https',
    });
    expect(loadConfig({ STRIPE_API_URL: 'http://localhost:12111' }).stripeApi?.port).toBe(12111);
    expect(loadConfig({}).stripeApi).toBeNull();
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});

/** Plan checkout and paid registration (spec 000 §4, §7; issue 7 "Checkout") against the Stripe stand-in. */
describe.each(testDatabases())('plan checkout and paid registration on %s', (kind) => {
  let ctx: CheckoutContext;
  beforeAll(async () => {
    ctx = await checkoutApp(kind);
  });
  afterAll(async () => ctx?.close());

  const userByEmail = (email: string) =>
    ctx.t.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();

  it('buys a paid plan: 303 to the payment page, back on /signIn?session_id=, registered with an Online payment', async () => {
    const { t, stripe, plans } = ctx;
    const res = await postForm(t, '/create-checkout-session-plan', { billingId: plans.professional });
    const sessionId = sessionIdOfRedirect(res, stripe);

    // What the SDK sent to "Stripe": the plan's price in cents, our return URLs, what it is for.
    const sent = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '1900', product_data: { name: 'Professional (Monthly)' } },
        },
      ],
      success_url: `${TEST_PUBLIC_URL}/signIn?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/#pricing`,
      metadata: { purpose: 'plan', billingPlanId: String(plans.professional) },
    });
    expect(await checkoutRow(t.db, sessionId)).toMatchObject({
      purpose: 'plan',
      billingPlanId: plans.professional,
      userId: null,
      amountCents: 1900,
      currency: 'usd',
      usedAt: null,
    });

    // Before payment the lookup says unpaid and registration is refused.
    const before = await t.app.inject({ method: 'GET', url: `/api/checkout-session?sessionId=${sessionId}` });
    expect(before.json()).toEqual({ id: sessionId, paymentStatus: 'unpaid', amountTotal: 1900, customerDetails: null });
    expectRefusal(await register(t, { email: 'early@example.com', stripeSessionId: sessionId }), 'pleasePayFirst');
    expect(await userByEmail('early@example.com')).toBeUndefined();

    const back = await pay(stripe, sessionId, 'card.holder@example.com');
    expect(back).toBe(`${TEST_PUBLIC_URL}/signIn?session_id=${sessionId}`);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/checkout-session?sessionId=${sessionId}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      id: sessionId,
      paymentStatus: 'paid',
      amountTotal: 1900,
      customerDetails: { email: 'card.holder@example.com' },
    });

    const reg = await register(t, { email: 'Paid.Person@Example.com', stripeSessionId: sessionId });
    expect(reg.statusCode, reg.body).toBe(200);
    const body = reg.json();
    expect(body.obj).toMatchObject({
      email: 'paid.person@example.com',
      planName: 'Professional',
      isPlanExpired: 'false',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|sk_test|whsec/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers: bearer(body.token) });
    expect(me.json().planName).toBe('Professional');

    const payment = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('userId', '=', body.obj.userId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      billingPlanId: plans.professional,
      title: 'Professional',
      price: 19,
      paymentMode: 'Online',
      userEmail: 'paid.person@example.com',
      transactionEmail: 'card.holder@example.com',
      stripeSessionId: sessionId,
      assessmentCount: 25,
    });
    const used = await checkoutRow(t.db, sessionId);
    expect(used.usedAt).toEqual(expect.any(String));
    expect(used.userId).toBe(body.obj.userId);
  });

  it('uses a session once: a replayed registration answers checkoutSessionUsed and creates nobody', async () => {
    const sessionId = await paidPlanSession(ctx, ctx.plans.professional);
    expect((await register(ctx.t, { email: 'first.buyer@example.com', stripeSessionId: sessionId })).statusCode).toBe(
      200,
    );
    expectRefusal(
      await register(ctx.t, { email: 'second.buyer@example.com', stripeSessionId: sessionId }),
      'checkoutSessionUsed',
    );
    expect(await userByEmail('second.buyer@example.com')).toBeUndefined();
  });

  it('a taken e-mail is refused before the session is used, so the payment still registers another address', async () => {
    const sessionId = await paidPlanSession(ctx, ctx.plans.professional);
    expectRefusal(
      await register(ctx.t, { email: 'first.buyer@example.com', stripeSessionId: sessionId }),
      'emailAlreadyExists',
    );
    expect((await checkoutRow(ctx.t.db, sessionId)).usedAt).toBeNull();
    expect((await register(ctx.t, { email: 'other.address@example.com', stripeSessionId: sessionId })).statusCode).toBe(
      200,
    );
  });

  it('refuses unpaid, unknown and paid-again-unpaid sessions with pleasePayFirst', async () => {
    const { t, stripe, plans } = ctx;
    expectRefusal(
      await register(t, { email: 'ghost@example.com', stripeSessionId: 'cs_test_unknown' }),
      'pleasePayFirst',
    );
    // A session Stripe has but this site never created (made with the key directly) pays for nothing here.
    const foreign = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=1900',
    }).then((r) => r.json() as Promise<{ id: string }>);
    stripe.markPaid(foreign.id);
    expectRefusal(await register(t, { email: 'foreign@example.com', stripeSessionId: foreign.id }), 'pleasePayFirst');

    const sessionId = await paidPlanSession(ctx, plans.professional);
    stripe.markUnpaid(sessionId);
    expectRefusal(await register(t, { email: 'refunded@example.com', stripeSessionId: sessionId }), 'pleasePayFirst');
    for (const email of ['ghost@example.com', 'foreign@example.com', 'refunded@example.com'])
      expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a paid session whose amount or currency is not what the server asked (paymentAmountMismatch)', async () => {
    const { t, stripe, plans } = ctx;
    const cheaper = await paidPlanSession(ctx, plans.enterprise);
    stripe.setAmount(cheaper, 100);
    expectRefusal(await register(t, { email: 'cheap@example.com', stripeSessionId: cheaper }), 'paymentAmountMismatch');
    const otherCurrency = await paidPlanSession(ctx, plans.enterprise);
    stripe.setAmount(otherCurrency, 19_900, 'inr');
    expectRefusal(
      await register(t, { email: 'rupees@example.com', stripeSessionId: otherCurrency }),
      'paymentAmountMismatch',
    );
    expect((await checkoutRow(t.db, cheaper)).usedAt).toBeNull();
  });

  it('refuses a session bought for another plan or another purpose', async () => {
    const { t, plans } = ctx;
    const professional = await paidPlanSession(ctx, plans.professional);
    expectRefusal(
      await register(t, {
        email: 'upgrade@example.com',
        stripeSessionId: professional,
        billingPlanId: plans.enterprise,
      }),
      'pleasePayFirst',
    );
    // The plan the form names may be the session's own.
    const same = await register(t, {
      email: 'same.plan@example.com',
      stripeSessionId: professional,
      billingPlanId: plans.professional,
    });
    expect(same.json().obj.planName).toBe('Professional');

    // A renewal's session (purpose 'renew') cannot register anyone.
    const { token } = same.json();
    const renew = await postJson(t, '/create-checkout-renew-plan', { billingId: plans.professional }, token);
    const renewId = new URL(renew.json().url).pathname.split('/').pop()!;
    await pay(ctx.stripe, renewId);
    expectRefusal(await register(t, { email: 'renewer@example.com', stripeSessionId: renewId }), 'pleasePayFirst');
  });

  it('lets exactly one of two simultaneous registrations with one session through', async () => {
    const sessionId = await paidPlanSession(ctx, ctx.plans.professional);
    const answers = await Promise.all([
      register(ctx.t, { email: 'racer.one@example.com', stripeSessionId: sessionId }),
      register(ctx.t, { email: 'racer.two@example.com', stripeSessionId: sessionId }),
    ]);
    const statuses = answers.map((a) => `${a.statusCode}:${a.statusCode === 202 ? a.json().responseMsg : ''}`).sort();
    expect(statuses).toEqual(['200:', '202:checkoutSessionUsed']);
    const created = await ctx.t.db
      .selectFrom('app_user')
      .select('email')
      .where('email', 'in', ['racer.one@example.com', 'racer.two@example.com'])
      .execute();
    expect(created).toHaveLength(1);
    const payments = await ctx.t.db
      .selectFrom('payment')
      .select('paymentId')
      .where('stripeSessionId', '=', sessionId)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('answers noPaymentNeeded for a free plan, 404 for an unknown one, 400 for no billingId', async () => {
    const { t, plans } = ctx;
    expectRefusal(await postJson(t, '/create-checkout-session-plan', { billingId: plans.free }), 'noPaymentNeeded');
    // A browser's form post is sent back to the site with the message instead of a JSON page.
    const form = await postForm(t, '/create-checkout-session-plan', { billingId: plans.free });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`${TEST_PUBLIC_URL}/signIn?checkout_error=noPaymentNeeded`);
    expect((await postForm(t, '/create-checkout-session-plan', { billingId: 99_999 })).statusCode).toBe(404);
    const missing = await postForm(t, '/create-checkout-session-plan', {});
    expect(missing.statusCode).toBe(400);
    // A JSON caller gets the URL instead of a redirect.
    const json = await postJson(t, '/create-checkout-session-plan', { billingId: plans.professional });
    expect(json.statusCode).toBe(200);
    expect(json.json().url).toMatch(new RegExp(`^${ctx.stripe.url}/pay/cs_test_`));
  });

  it('charges in the currency of the Payment settings', async () => {
    const { t, plans, stripe } = ctx;
    await t.db.updateTable('site_settings').set({ currency: 'EUR' }).execute();
    try {
      const sessionId = sessionIdOfRedirect(
        await postForm(t, '/create-checkout-session-plan', { billingId: plans.enterprise }),
        stripe,
      );
      expect(stripe.session(sessionId)).toMatchObject({ currency: 'eur', amount_total: 19_900 });
      expect(await checkoutRow(t.db, sessionId)).toMatchObject({ currency: 'eur', amountCents: 19_900 });
      await pay(stripe, sessionId);
      expect((await register(t, { email: 'euro@example.com', stripeSessionId: sessionId })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('site_settings').set({ currency: 'usd' }).execute();
    }
  });

  it('without payment keys answers paymentSettingsNotDoneYet for paid plans while free plans work', async () => {
    const { t, plans, stripe } = ctx;
    const paidBefore = await paidPlanSession(ctx, plans.professional);
    await setSecretKey(t.db, null);
    try {
      expectRefusal(
        await postJson(t, '/create-checkout-session-plan', { billingId: plans.professional }),
        'paymentSettingsNotDoneYet',
      );
      const form = await postForm(t, '/create-checkout-session-plan', { billingId: plans.professional });
      expect(form.headers.location).toBe(`${TEST_PUBLIC_URL}/signIn?checkout_error=paymentSettingsNotDoneYet`);
      expectRefusal(
        await register(t, { email: 'nokeys@example.com', stripeSessionId: paidBefore }),
        'paymentSettingsNotDoneYet',
      );
      const free = await register(t, { email: 'free.nokeys@example.com', billingPlanId: plans.free });
      expect(free.statusCode).toBe(200);
      expect(free.json().obj.planName).toBe('Free');

      // A key Stripe rejects is unfinished settings too, never a 500.
      await setSecretKey(t.db, 'sk_test_wrong');
      expectRefusal(
        await postJson(t, '/create-checkout-session-plan', { billingId: plans.professional }),
        'paymentSettingsNotDoneYet',
      );
    } finally {
      await setSecretKey(t.db, stripe.secretKey);
    }
    // The key of the settings is the one the SDK sends, and no answer ever shows it.
    const settings = await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' });
    expect(settings.body).not.toContain(stripe.secretKey);
  });

  it('GET /checkout-session answers only sessions of this site (404 otherwise) and validates the id', async () => {
    const { t } = ctx;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/checkout-session?sessionId=cs_test_nope' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout-session' })).statusCode).toBe(400);
  });
});
