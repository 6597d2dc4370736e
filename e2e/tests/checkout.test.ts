import { startStripeStandIn, type StripeStandIn } from '@assessly/server/test/helpers/stripeStandIn';
import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY, type BillingPlan } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { fixtures } from './candidateExamFixtures';

const en = translations.en;
const { candidate } = DEMO_ACCOUNTS;

/**
 * Checkout in the browser (issue 7): the server's Stripe SDK talks to a stand-in started here
 * (STRIPE_API_URL), whose /pay/<id> page plays the hosted payment page: it marks the session paid and
 * sends the browser back to the site, as Stripe does.
 */
describe('checkout, paid registration and renewal', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(async () => stripe?.close());
  const env = useE2eEnvironment(() => ({
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  }));

  let plans: Record<string, BillingPlan>;
  const sql = <T>(run: (db: Database.Database) => T): T => {
    const db = new Database(env.server.databasePath);
    try {
      return run(db);
    } finally {
      db.close();
    }
  };
  beforeAll(async () => {
    const list = (await (await fetch(`${env.baseUrl}/api/Settings/GetPlanList`)).json()) as BillingPlan[];
    plans = Object.fromEntries(list.map((p) => [p.title, p]));
    // The landing page offers card payment once the Payment settings hold a secret key (its public
    // flag reads the settings, not the environment).
    sql((db) => db.prepare('UPDATE site_settings SET stripeSecretKey = ?').run(stripe.secretKey));
  });

  /** Both widths, in the language currently stored. */
  async function shots(page: Page, name: string) {
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `${name}-375`);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  async function fillRegistration(page: Page, name: string, email: string) {
    await inputByTestId(page, 'register-name').fill(name);
    await inputByTestId(page, 'register-email').fill(email);
    await inputByTestId(page, 'register-password').fill('browser-pass-123');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  }

  const paymentsOf = (email: string) =>
    sql((db) =>
      db
        .prepare(
          'SELECT p.title, p.paymentMode, p.stripeSessionId, p.transactionEmail FROM payment p JOIN app_user u ON u.userId = p.userId WHERE u.email = ? ORDER BY p.paymentId',
        )
        .all(email),
    ) as { title: string; paymentMode: string; stripeSessionId: string | null; transactionEmail: string | null }[];

  it('free plan: Subscribe → registration panel → dashboard with the plan', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/#pricing`);
    await page.getByTestId(`plan-subscribe-${plans.Free!.billingPlanId}`).click();
    await page.waitForURL((url) => url.pathname === '/signIn');
    await page.getByText(en.signIn.planChosen).waitFor();
    await expectNoSeriousAxeViolations(page);
    await fillRegistration(page, 'Frida Free', 'frida.free@example.com');
    await page.getByTestId('dashboard-welcome').waitFor();
    await expect.poll(() => page.getByTestId('plan-button').innerText()).toContain('Free');
    expect(paymentsOf('frida.free@example.com')).toEqual([
      { title: 'Free', paymentMode: 'N/A', stripeSessionId: null, transactionEmail: null },
    ]);
  });

  it('paid plan: Subscribe → the payment page → back on /signIn?session_id= → registered and on the dashboard', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/#pricing`);
    await page.getByTestId(`plan-subscribe-${plans.Professional!.billingPlanId}`).click();
    // The form post is answered with the stand-in's payment page, which pays and comes back.
    await page.waitForURL((url) => url.pathname === '/signIn' && url.searchParams.has('session_id'), {
      timeout: 30_000,
    });
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(stripe.session(sessionId)).toMatchObject({ amount_total: 1900, payment_status: 'paid' });

    const received = page.getByTestId('payment-received');
    await received.waitFor();
    expect(await received.innerText()).toContain('$19');
    // The payer's address is offered as the account's e-mail.
    await expect.poll(() => inputByTestId(page, 'register-email').inputValue()).toBe('payer@example.com');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'checkout-paid-return-en');
    await page.evaluate((key) => localStorage.setItem(key, 'bn'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.getByTestId('payment-received').waitFor();
    expect(await page.getByTestId('payment-received').innerText()).toContain(
      translations.bn.checkout.paymentReceivedAmount.split('{{amount}}')[1]!.trim().slice(0, 8),
    );
    await expectNoRawTranslationKeys(page);
    await shots(page, 'checkout-paid-return-bn');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    await page.reload();

    await fillRegistration(page, 'Paula Paid', 'paula.paid@example.com');
    await page.getByTestId('dashboard-welcome').waitFor();
    await expect.poll(() => page.getByTestId('plan-button').innerText()).toContain('Professional');
    expect(paymentsOf('paula.paid@example.com')).toEqual([
      {
        title: 'Professional',
        paymentMode: 'Online',
        stripeSessionId: sessionId,
        transactionEmail: 'payer@example.com',
      },
    ]);
  });

  it('paid registration: the fee panel → the payment page → back → registered without a plan', async () => {
    const { page, baseUrl } = env;
    sql((db) => db.prepare('UPDATE site_settings SET paidRegistration = 1, registrationPrice = 5').run());
    try {
      await page.goto(`${baseUrl}/signIn`);
      await page.getByTestId('register-link').click();
      const fee = page.getByTestId('registration-fee');
      await fee.waitFor();
      expect(await fee.innerText()).toContain('$5');
      expect(await page.getByTestId('register-submit').count()).toBe(0);
      await expectNoRawTranslationKeys(page);
      await shots(page, 'checkout-registration-fee-en');
      await page.getByTestId('pay-registration').click();
      await page.waitForURL((url) => url.pathname === '/signIn' && url.searchParams.has('session_id'), {
        timeout: 30_000,
      });
      await page.getByTestId('payment-received').waitFor();
      await fillRegistration(page, 'Reggie Fee', 'reggie.fee@example.com');
      await page.getByTestId('dashboard-welcome').waitFor();
      expect(paymentsOf('reggie.fee@example.com')).toEqual([]);
    } finally {
      sql((db) => db.prepare('UPDATE site_settings SET registrationPrice = 0').run());
    }
  });

  it('expired plan: notice → Renew (free) → Landing with the success message → sign in again', async () => {
    const { page, baseUrl } = env;
    sql((db) =>
      db
        .prepare(
          "UPDATE payment SET startDate = '2020-01-01T00:00:00.000Z', endDate = '2020-02-01T00:00:00.000Z' WHERE userId = (SELECT userId FROM app_user WHERE email = ?)",
        )
        .run(candidate.email),
    );
    await signIn(page, baseUrl, candidate.email, candidate.password);
    const notice = page.getByTestId('plan-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(en.common.planExpired);
    await shots(page, 'checkout-expired-notice');

    await page.getByTestId('plan-notice-renew').click();
    const dialog = page.getByTestId('renewal-dialog');
    await dialog.waitFor();
    await page.getByTestId('renewal-plan').waitFor();
    expect(await dialog.innerText()).toContain('2020-02-01');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'checkout-renewal-dialog-en');
    await page.evaluate((key) => localStorage.setItem(key, 'bn'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.getByTestId('plan-notice-renew').click();
    await page.getByTestId('renewal-plan').waitFor();
    await expectNoRawTranslationKeys(page);
    await shots(page, 'checkout-renewal-dialog-bn');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.getByTestId('plan-notice-renew').click();

    await page.getByTestId('renewal-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(en.messages.planRenewalSuccess);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Still on Landing once everything has settled (no Token Expired screen from a late call).
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('#pricing').waitFor();
    await screenshot(page, 'checkout-renewed-landing-1280');
    expect(paymentsOf(candidate.email).map((p) => p.paymentMode)).toEqual(['N/A', 'N/A']);

    await signIn(page, baseUrl, candidate.email, candidate.password);
    await page.getByTestId('dashboard-welcome').waitFor();
    await page.getByTestId('plan-button').waitFor();
    expect(await page.getByTestId('plan-notice').count()).toBe(0);
  });

  it('expired paid plan: Renew → the payment page → /dashboard?renew_id= → Landing, renewed Online', async () => {
    const { page, baseUrl } = env;
    const email = 'paula.paid@example.com';
    sql((db) =>
      db
        .prepare(
          "UPDATE payment SET startDate = '2020-01-01T00:00:00.000Z', endDate = '2020-02-01T00:00:00.000Z' WHERE userId = (SELECT userId FROM app_user WHERE email = ?)",
        )
        .run(email),
    );
    await signIn(page, baseUrl, email, 'browser-pass-123');
    await page.getByTestId('plan-notice-renew').click();
    await page.getByTestId('renewal-plan').waitFor();
    expect(await page.getByTestId('renewal-price').innerText()).toContain('$19');
    await page.getByTestId('renewal-confirm').click();
    // Stand-in payment page, then back: the dashboard completes the renewal and goes to Landing.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(en.messages.planRenewalSuccess);
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/');
    const rows = paymentsOf(email);
    expect(rows.map((p) => `${p.title}:${p.paymentMode}`)).toEqual(['Professional:Online', 'Professional:Online']);
    expect(rows[1]!.stripeSessionId).toMatch(/^cs_test_/);
    expect(rows[1]!.stripeSessionId).not.toBe(rows[0]!.stripeSessionId);
  });

  it('paid assessment: Start → Pay → the payment page → back on the dashboard → the exam opens', async () => {
    const { page, baseUrl } = env;
    const { quizTopicId } = await (
      await fixtures(baseUrl)
    ).quiz({ quizTitle: 'Certified paid exam', quizPrice: 7 }, [{ questionDetail: 'Is this exam paid?' }]);
    await signIn(page, baseUrl, 'frida.free@example.com', 'browser-pass-123');
    const card = page.locator(`[data-testid="running-quiz-card"][data-quiz-id="${quizTopicId}"]`);
    await card.getByTestId('running-quiz-start').click();
    const offer = page.getByTestId('quiz-payment-required');
    await offer.waitFor();
    expect(await offer.innerText()).toContain('Certified paid exam');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'checkout-quiz-payment-en');

    await page.getByTestId('quiz-pay').click();
    await page.waitForURL((url) => url.pathname === '/quiz/startQuiz', { timeout: 30_000 });
    const paid = sql((db) =>
      db.prepare('SELECT price, stripeSessionId FROM quiz_payment WHERE quizTopicId = ?').all(quizTopicId),
    ) as { price: number; stripeSessionId: string }[];
    expect(paid).toEqual([{ price: 7, stripeSessionId: expect.stringMatching(/^cs_test_/) }]);
  });
});
