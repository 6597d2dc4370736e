import { DEMO_ACCOUNTS, ROLE } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import {
  checkoutApp,
  expectRefusal,
  pay,
  postForm,
  postJson,
  register as registerPaying,
  sessionIdOfRedirect,
  type CheckoutContext,
} from '../helpers/checkoutFixtures.js';
import {
  bearer,
  createTestApp,
  mailText,
  startSmtpServer,
  testDatabases,
  TEST_PUBLIC_URL,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

const { admin, candidate } = DEMO_ACCOUNTS;

describe.each(testDatabases())('StudentRegistration on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    [t, smtp] = await Promise.all([createTestApp(kind), startSmtpServer()]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const register = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/User/StudentRegistration',
      payload: { fullName: 'New Person', password: 'new-person-pass', ...payload },
    });
  const userByEmail = (email: string) =>
    t.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
  const planId = async (title: string) =>
    (await t.db.selectFrom('billing_plan').select('billingPlanId').where('title', '=', title).executeTakeFirstOrThrow())
      .billingPlanId;

  it('creates a non-demo role-2 user and answers a usable token', async () => {
    const res = await register({ fullName: '  Nora Newcomer ', email: ' Nora.Newcomer@Example.COM ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.obj).toMatchObject({
      email: 'nora.newcomer@example.com',
      fullName: 'Nora Newcomer',
      userRoleId: ROLE.Student,
      roleName: 'Student',
      displayName: 'Candidate',
      isDemo: false,
      planName: null,
      isPlanExpired: 'false',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

    const row = await userByEmail('nora.newcomer@example.com');
    expect(row).toMatchObject({
      userId: body.obj.userId,
      userRoleId: ROLE.Student,
      isDemo: 0,
      addedBy: null,
      fullName: 'Nora Newcomer',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('new-person-pass');

    const me = await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.obj);
    const menu = await t.app.inject({ method: 'GET', url: '/api/Menu/GetSidebarMenu/2', headers: bearer(body.token) });
    expect(menu.statusCode).toBe(200);

    // The new account signs in with its password.
    expect(await t.login('nora.newcomer@example.com', 'new-person-pass')).toEqual(expect.any(String));
  });

  it('answers 202 emailAlreadyExists for a taken e-mail in any case, and keeps the first account', async () => {
    await register({ email: 'taken@example.com', password: 'first-owner-pass' });
    for (const email of ['taken@example.com', 'TAKEN@Example.com', candidate.email.toUpperCase()]) {
      const res = await register({ email, password: 'second-owner-pass' });
      expect(res.statusCode, email).toBe(202);
      expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'emailAlreadyExists' });
    }
    expect(await t.login('taken@example.com', 'first-owner-pass')).toEqual(expect.any(String));
    const rows = await t.db.selectFrom('app_user').select('userId').where('email', '=', 'taken@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('starts a cycle of a free plan and shows it in the user info', async () => {
    const free = await planId('Free');
    const res = await register({ email: 'free.plan@example.com', billingPlanId: free });
    expect(res.statusCode).toBe(200);
    const info = res.json().obj;
    expect(info).toMatchObject({
      planName: 'Free',
      isPlanExpired: 'false',
      assessmentCount: 3,
      responseAllAssessmentCount: 50,
      responsePerAssessmentCount: 20,
    });
    expect(info.paymentId).toEqual(expect.any(Number));

    const start = new Date(info.planStartDate);
    const end = new Date(info.planExpiryDate);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(end.toISOString()).toBe(expectedEnd.toISOString());

    const payment = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('paymentId', '=', info.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      userId: info.userId,
      billingPlanId: free,
      price: 0,
      paymentMode: 'N/A',
      interval: 'Monthly',
      userEmail: 'free.plan@example.com',
    });
  });

  it('answers 202 pleasePayFirst for a paid or unknown plan and creates nobody', async () => {
    for (const billingPlanId of [await planId('Professional'), await planId('Enterprise'), 99_999]) {
      const email = `payer${billingPlanId}@example.com`;
      const res = await register({ email, billingPlanId });
      expect(res.statusCode).toBe(202);
      expect(res.json().responseMsg).toBe('pleasePayFirst');
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it('accepts a referral only from an admin (202 emailNotAllowedToRegister otherwise)', async () => {
    const candidateRow = await userByEmail(candidate.email);
    for (const addedBy of [candidateRow!.userId, 99_999]) {
      const email = `referred${addedBy}@example.com`;
      const res = await register({ email, addedBy });
      expect(res.statusCode).toBe(202);
      expect(res.json().responseMsg).toBe('emailNotAllowedToRegister');
      expect(await userByEmail(email)).toBeUndefined();
    }

    const adminRow = await userByEmail(admin.email);
    const ok = await register({ email: 'invited@example.com', addedBy: String(adminRow!.userId) });
    expect(ok.statusCode).toBe(200);
    expect(await userByEmail('invited@example.com')).toMatchObject({
      addedBy: adminRow!.userId,
      userRoleId: ROLE.Student,
    });
  });

  it('answers 400 with field issues for an invalid form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/StudentRegistration',
      payload: { fullName: '   ', email: 'nope', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.fullName', message: 'required' },
        { path: 'body.email', message: 'emailInvalid' },
        { path: 'body.password', message: 'min8Character' },
      ]),
    );
    const tooLong = await register({ email: 'long.name@example.com', fullName: 'x'.repeat(101) });
    expect(tooLong.json().issues).toContainEqual({ path: 'body.fullName', message: 'max100characters' });
    expect(await userByEmail('long.name@example.com')).toBeUndefined();
  });

  it('registers without mail while the e-mail settings are incomplete', async () => {
    const from = smtp.messages.length;
    expect((await register({ email: 'quiet@example.com' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(from);
  });

  it('sends a welcome mail through the configured SMTP server when the settings are complete and allow it', async () => {
    await useSmtpServer(t.db, smtp.port);
    const from = smtp.messages.length;

    await t.db.updateTable('site_settings').set({ allowWelcomeEmail: 0 }).execute();
    expect((await register({ email: 'nowelcome@example.com' })).statusCode).toBe(200);
    await t.db.updateTable('site_settings').set({ allowWelcomeEmail: 1 }).execute();

    const res = await register({
      email: 'welcome.me@example.com',
      fullName: 'Wanda Welcome',
      password: 'welcome-pass-1',
    });
    expect(res.statusCode).toBe(200);
    // The welcome mail is queued in the mail outbox, whose worker is off in tests.
    await processOutbox(t.app);
    const raw = await smtp.waitForMessage((m) => m.includes('To: welcome.me@example.com'), from);
    const text = mailText(raw);
    expect(text).toContain('Subject: Welcome to Assessly');
    expect(text).toContain('From: Assessly <noreply@assessly.test>');
    expect(text).toMatch(/Welcome!\r?\n\r?\nWanda Welcome/);
    expect(text).toContain(`${TEST_PUBLIC_URL}/signIn`);
    for (const secret of ['welcome-pass-1', 'smtp-secret-pass', '$argon2']) expect(text).not.toContain(secret);

    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.slice(from).some((m) => m.includes('To: nowelcome@example.com'))).toBe(false);
  });

  it('still registers when the SMTP server cannot be reached', async () => {
    await t.db
      .updateTable('site_settings')
      .set({ host: '127.0.0.1', port: 1, defaultEmail: 'noreply@assessly.test', smtpPassword: 'x' })
      .execute();
    const res = await register({ email: 'unreachable@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await userByEmail('unreachable@example.com')).toBeDefined();
  });
});

/**
 * The site's paid registration (Payment settings paidRegistration and registrationPrice): without a plan
 * and without a referral, registering needs the registration checkout (a 'plan' session with no plan).
 */
describe.each(testDatabases())('paid registration on %s', (kind) => {
  let ctx: CheckoutContext;
  beforeAll(async () => {
    // No webhook secret here: the webhook must then refuse everything.
    ctx = await checkoutApp(kind, { STRIPE_WEBHOOK_SECRET: '' });
  });
  afterAll(async () => ctx?.close());

  const setFee = (paidRegistration: number, registrationPrice: number) =>
    ctx.t.db.updateTable('site_settings').set({ paidRegistration, registrationPrice }).execute();
  const userByEmail = (email: string) =>
    ctx.t.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
  const registrationSession = async () => {
    const res = await postForm(ctx.t, '/create-checkout-session-registration', {});
    return sessionIdOfRedirect(res, ctx.stripe);
  };

  it('needs no payment while the price is 0 or paid registration is off', async () => {
    await setFee(1, 0);
    expectRefusal(await postJson(ctx.t, '/create-checkout-session-registration', {}), 'noPaymentNeeded');
    await setFee(0, 5);
    expectRefusal(await postJson(ctx.t, '/create-checkout-session-registration', {}), 'noPaymentNeeded');
    expect((await registerPaying(ctx.t, { email: 'fee.off@example.com' })).statusCode).toBe(200);
  });

  it('with a price: no plan and no referral answers pleasePayFirst; a free plan or a referral still register', async () => {
    await setFee(1, 5);
    expectRefusal(await registerPaying(ctx.t, { email: 'fee.due@example.com' }), 'pleasePayFirst');
    expect(await userByEmail('fee.due@example.com')).toBeUndefined();
    const free = await registerPaying(ctx.t, { email: 'fee.free.plan@example.com', billingPlanId: ctx.plans.free });
    expect(free.json().obj.planName).toBe('Free');
    const adminRow = await userByEmail(admin.email);
    expect(
      (await registerPaying(ctx.t, { email: 'fee.referred@example.com', addedBy: adminRow!.userId })).statusCode,
    ).toBe(200);
  });

  it('the registration checkout charges the price and registers without a plan, or with a free one', async () => {
    await setFee(1, 5);
    const sessionId = await registrationSession();
    expect(ctx.stripe.session(sessionId)).toMatchObject({
      amount_total: 500,
      metadata: { purpose: 'plan' },
      success_url: `${TEST_PUBLIC_URL}/signIn?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(ctx.stripe.session(sessionId).metadata.billingPlanId).toBeUndefined();
    await pay(ctx.stripe, sessionId);
    // A paid plan cannot ride on the registration fee.
    expectRefusal(
      await registerPaying(ctx.t, {
        email: 'fee.upgrade@example.com',
        stripeSessionId: sessionId,
        billingPlanId: ctx.plans.enterprise,
      }),
      'pleasePayFirst',
    );
    const res = await registerPaying(ctx.t, { email: 'fee.paid@example.com', stripeSessionId: sessionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().obj).toMatchObject({ planName: null, userRoleId: ROLE.Student });

    const withFree = await registrationSession();
    await pay(ctx.stripe, withFree);
    const freePlan = await registerPaying(ctx.t, {
      email: 'fee.paid.free@example.com',
      stripeSessionId: withFree,
      billingPlanId: ctx.plans.free,
    });
    expect(freePlan.json().obj.planName).toBe('Free');
    const payment = await ctx.t.db
      .selectFrom('payment')
      .selectAll()
      .where('userId', '=', freePlan.json().obj.userId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ paymentMode: 'N/A', stripeSessionId: null });
    await setFee(1, 0);
  });

  it('the webhook refuses every event when STRIPE_WEBHOOK_SECRET is not set (400)', async () => {
    const sessionId = await (async () => {
      await setFee(1, 5);
      try {
        return await registrationSession();
      } finally {
        await setFee(1, 0);
      }
    })();
    const event = ctx.stripe.completedEvent(sessionId);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await ctx.t.db.selectFrom('stripe_event').selectAll().execute()).toEqual([]);
  });
});
