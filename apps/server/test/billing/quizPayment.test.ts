import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz } from '../helpers/examFixtures.js';
import { api } from '../helpers/quizFixtures.js';
import {
  checkoutApp,
  checkoutRow,
  expectRefusal,
  pay,
  postJson,
  type CheckoutContext,
} from '../helpers/checkoutFixtures.js';
import { registerUser, testDatabases, TEST_PUBLIC_URL } from '../helpers/testApp.js';

/** Paid assessments (issue 7): checkout, CreateQuizPayment, the webhook, and exam start after payment. */
describe.each(testDatabases())('paid assessments on %s', (kind) => {
  let ctx: CheckoutContext;
  let adminToken: string;
  let paidQuiz: number;
  let freeQuiz: number;
  beforeAll(async () => {
    ctx = await checkoutApp(kind);
    adminToken = await ctx.t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    paidQuiz = (await liveQuiz(ctx.t, adminToken, { quizTitle: `Paid exam ${kind}`, quizPrice: 12.5 })).quizTopicId;
    freeQuiz = (await liveQuiz(ctx.t, adminToken, { quizTitle: `Free exam ${kind}` })).quizTopicId;
  });
  afterAll(async () => ctx?.close());

  let serial = 0;
  async function candidate() {
    const email = `quizbuyer${++serial}-${kind}@example.com`;
    const { token, userId } = await registerUser(ctx.t.app, { email, billingPlanId: ctx.plans.free });
    return { token, userId, email };
  }
  async function quizCheckout(token: string, quizTopicId: number) {
    const res = await api(ctx.t, token).post('/create-checkout-session-quiz', { quizTopicId });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url).pathname.split('/').pop()!;
  }
  const createPayment = (token: string, body: object) => api(ctx.t, token).post('/Quiz/CreateQuizPayment', body);
  const quizPayments = (userId: number) =>
    ctx.t.db.selectFrom('quiz_payment').selectAll().where('userId', '=', userId).execute();

  it('a first attempt needs the payment: checkout, pay, CreateQuizPayment, then the exam starts', async () => {
    const c = await candidate();
    const refused = await examApi(ctx.t, c.token).start(paidQuiz);
    expectRefusal(refused, 'quizPaymentRequired');

    const sessionId = await quizCheckout(c.token, paidQuiz);
    expect(ctx.stripe.session(sessionId)).toMatchObject({
      amount_total: 1250,
      currency: 'usd',
      customer_email: c.email,
      success_url: `${TEST_PUBLIC_URL}/dashboard?quiz=${paidQuiz}&quiz_session_id={CHECKOUT_SESSION_ID}`,
      metadata: { purpose: 'quiz', quizTopicId: String(paidQuiz), userId: String(c.userId) },
    });
    expect(ctx.stripe.session(sessionId).line_items[0]?.name).toBe(`Paid exam ${kind}`);

    expectRefusal(
      await createPayment(c.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId }),
      'pleasePayFirst',
    );
    expect(await pay(ctx.stripe, sessionId, 'quiz.payer@example.com')).toBe(
      `${TEST_PUBLIC_URL}/dashboard?quiz=${paidQuiz}&quiz_session_id=${sessionId}`,
    );
    const saved = await createPayment(c.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId });
    expect(saved.json()).toEqual({ responseMsg: 'successfullySaved' });
    expect(await quizPayments(c.userId)).toEqual([
      expect.objectContaining({
        quizTopicId: paidQuiz,
        stripeSessionId: sessionId,
        price: 12.5,
        transactionEmail: 'quiz.payer@example.com',
      }),
    ]);
    expect((await checkoutRow(ctx.t.db, sessionId)).usedAt).toEqual(expect.any(String));

    const started = await examApi(ctx.t, c.token).start(paidQuiz);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().quizResponseInitialId).toEqual(expect.any(Number));
    // Paid once: no second checkout, and the session cannot be recorded twice.
    expectRefusal(
      await postJson(ctx.t, '/create-checkout-session-quiz', { quizTopicId: paidQuiz }, c.token),
      'noPaymentNeeded',
    );
    expectRefusal(
      await createPayment(c.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId }),
      'checkoutSessionUsed',
    );
    expect(await quizPayments(c.userId)).toHaveLength(1);
  });

  it("refuses another candidate's session, another assessment, a wrong amount and an unknown session", async () => {
    const buyer = await candidate();
    const sessionId = await quizCheckout(buyer.token, paidQuiz);
    await pay(ctx.stripe, sessionId);
    const other = await candidate();
    expectRefusal(
      await createPayment(other.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId }),
      'pleasePayFirst',
    );
    expectRefusal(
      await createPayment(buyer.token, { quizTopicId: freeQuiz, stripeSessionId: sessionId }),
      'pleasePayFirst',
    );
    expectRefusal(
      await createPayment(buyer.token, { quizTopicId: paidQuiz, stripeSessionId: 'cs_test_unknown' }),
      'pleasePayFirst',
    );
    ctx.stripe.setAmount(sessionId, 1);
    expectRefusal(
      await createPayment(buyer.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId }),
      'paymentAmountMismatch',
    );
    expect(await quizPayments(other.userId)).toEqual([]);
    expect(await quizPayments(buyer.userId)).toEqual([]);
    // A plan session pays for no assessment.
    const planSession = new URL(
      (await postJson(ctx.t, '/create-checkout-session-plan', { billingId: ctx.plans.professional })).json().url,
    ).pathname
      .split('/')
      .pop()!;
    await pay(ctx.stripe, planSession);
    expectRefusal(
      await createPayment(buyer.token, { quizTopicId: paidQuiz, stripeSessionId: planSession }),
      'pleasePayFirst',
    );
  });

  it('a free assessment has no checkout; an unknown one is 404; roles are checked', async () => {
    const c = await candidate();
    expectRefusal(
      await postJson(ctx.t, '/create-checkout-session-quiz', { quizTopicId: freeQuiz }, c.token),
      'noPaymentNeeded',
    );
    expect((await postJson(ctx.t, '/create-checkout-session-quiz', { quizTopicId: 99_999 }, c.token)).statusCode).toBe(
      404,
    );
    expect((await postJson(ctx.t, '/create-checkout-session-quiz', { quizTopicId: paidQuiz })).statusCode).toBe(401);
    expect(
      (await postJson(ctx.t, '/create-checkout-session-quiz', { quizTopicId: paidQuiz }, adminToken)).statusCode,
    ).toBe(403);
    const body = { quizTopicId: paidQuiz, stripeSessionId: 'cs_test_x' };
    expect((await api(ctx.t, null).post('/Quiz/CreateQuizPayment', body)).statusCode).toBe(401);
    expect((await api(ctx.t, adminToken).post('/Quiz/CreateQuizPayment', body)).statusCode).toBe(403);
    const invalid = await createPayment(c.token, { quizTopicId: 0, stripeSessionId: '' });
    expect(invalid.statusCode).toBe(400);
  });

  it('the webhook records the payment when the candidate never comes back, once', async () => {
    const c = await candidate();
    const sessionId = await quizCheckout(c.token, paidQuiz);
    await pay(ctx.stripe, sessionId);
    const event = ctx.stripe.completedEvent(sessionId);
    const send = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    // Two deliveries at once: one payment.
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await quizPayments(c.userId)).toHaveLength(1);
    expect((await send()).json()).toEqual({ received: true, duplicate: true });
    // The browser's late return finds it done.
    expectRefusal(
      await createPayment(c.token, { quizTopicId: paidQuiz, stripeSessionId: sessionId }),
      'checkoutSessionUsed',
    );
    expect((await examApi(ctx.t, c.token).start(paidQuiz)).statusCode).toBe(200);
  });
});
