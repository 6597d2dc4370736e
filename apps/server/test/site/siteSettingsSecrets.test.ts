import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';
import {
  issuesOf,
  settingsFixture,
  SMTP_PASSWORD,
  STRIPE_SECRET,
  type SettingsState,
} from '../helpers/settingsFixtures.js';

/** The panels that hold secrets (Email, Payment): write-only secrets and the demo admin's refusals. */
describe.each(testDatabases())('site settings secrets on %s', (kind) => {
  const { state, call, adminSettings, row, ok, changedColumns, emailBody, paymentBody } = settingsFixture(kind);
  let t: TestApp;
  let tokens: SettingsState['tokens'];
  let ids: SettingsState['ids'];
  beforeAll(() => {
    ({ t, tokens, ids } = state);
  });

  it('the demo admin may not change the Email or Payment panels, the mail link address, nor their fields through UpdateSettings', async () => {
    const before = await row();
    const attempts: [string, object][] = [
      ['/UpdateEmailSetting', emailBody()],
      ['/UpdatePaymentSetting', paymentBody()],
      ['/UpdateClientUrl', { displayName: 'https://phish.example' }],
      ['/UpdateSettings', { siteTitle: 'Sneaky', host: 'smtp.evil.example' }],
      ['/UpdateSettings', { stripePubKey: 'pk_evil' }],
    ];
    for (const [url, body] of attempts) {
      expect(refusal(await call('PUT', url, body)).responseMsg, url).toBe('demoOperationNotAllowed');
    }
    expect(await row()).toEqual(before);
  });

  it('Email (real admin) saves sender, host and port; the password is write-only and an empty one keeps it', async () => {
    const changed = await changedColumns(() =>
      call('PUT', '/UpdateEmailSetting', { ...emailBody(), siteTitle: 'Nope' }, tokens.real),
    );
    expect(changed).toEqual(['defaultEmail', 'host', 'port', 'smtpPassword']);
    expect(await row()).toMatchObject({
      defaultEmail: 'mailer@example.com',
      host: 'smtp.example.com',
      port: 587,
      smtpPassword: SMTP_PASSWORD,
      lastUpdatedBy: ids.real,
    });

    ok(await call('PUT', '/UpdateEmailSetting', emailBody({ password: '', port: 2525 }), tokens.real));
    ok(await call('PUT', '/UpdateEmailSetting', emailBody({ password: undefined }), tokens.real));
    expect(await row()).toMatchObject({ smtpPassword: SMTP_PASSWORD, port: 587 });

    const adminView = await call('GET', '/GetAdminSettings', undefined, tokens.real);
    const publicView = await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' });
    for (const res of [adminView, publicView]) expect(res.body).not.toContain(SMTP_PASSWORD);
    expect(adminView.json()).toMatchObject({ hasSmtpPassword: true, hasEmailSettings: true, port: 587 });
    expect(publicView.json()).toMatchObject({ hasEmailSettings: true });
  });

  it('Email checks the sender address, the host and the port; an empty port is saved as 0', async () => {
    const issue = async (changes: Record<string, unknown>, field: string) =>
      issuesOf(await call('PUT', '/UpdateEmailSetting', emailBody(changes), tokens.real)).find(
        (i) => i.path === `body.${field}`,
      )?.message;
    expect(await issue({ defaultEmail: 'mailer@' }, 'defaultEmail')).toBe('emailInvalid');
    expect(await issue({ defaultEmail: '' }, 'defaultEmail')).toBe('required');
    expect(await issue({ host: 'smtp example.com' }, 'host')).toBe('hostInvalid');
    expect(await issue({ port: 'abc' }, 'port')).toBe('numberRule');
    expect(await issue({ port: 25.5 }, 'port')).toBe('numberRule');
    expect(await issue({ port: 70000 }, 'port')).toBe('tooLarge');

    ok(await call('PUT', '/UpdateEmailSetting', emailBody({ port: '', password: '' }), tokens.real));
    expect((await row()).port).toBe(0);
    expect((await adminSettings(tokens.real)).hasEmailSettings).toBe(false);
    ok(await call('PUT', '/UpdateEmailSetting', emailBody({ port: '465', password: '' }), tokens.real));
    expect((await row()).port).toBe(465);
  });

  it('Payment (real admin) keeps the secret key write-only: set, kept when empty, cleared on request', async () => {
    const changed = await changedColumns(() =>
      call('PUT', '/UpdatePaymentSetting', { ...paymentBody(), host: 'nope.example' }, tokens.real),
    );
    expect(changed).toEqual(['currency', 'currencySymbol', 'registrationPrice', 'stripePubKey', 'stripeSecretKey']);
    expect(await row()).toMatchObject({ currency: 'eur', stripeSecretKey: STRIPE_SECRET, registrationPrice: 12.5 });

    const views = async () => [
      await call('GET', '/GetAdminSettings', undefined, tokens.real),
      await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' }),
    ];
    for (const res of await views()) {
      expect(res.body).not.toContain(STRIPE_SECRET);
      expect(res.json()).toMatchObject({ hasStripeSecretKey: true, stripePubKey: 'pk_test_public' });
    }

    ok(
      await call(
        'PUT',
        '/UpdatePaymentSetting',
        paymentBody({ stripeSecretKey: '', paidRegistration: false }),
        tokens.real,
      ),
    );
    expect(await row()).toMatchObject({ stripeSecretKey: STRIPE_SECRET, paidRegistration: 0 });
    ok(
      await call(
        'PUT',
        '/UpdatePaymentSetting',
        paymentBody({ stripeSecretKey: undefined, clearStripeSecretKey: true }),
        tokens.real,
      ),
    );
    expect((await row()).stripeSecretKey).toBeNull();
    for (const res of await views()) expect(res.json().hasStripeSecretKey).toBe(false);

    const issues = issuesOf(
      await call(
        'PUT',
        '/UpdatePaymentSetting',
        paymentBody({ currency: 'euro', registrationPrice: -1, currencySymbol: '' }),
        tokens.real,
      ),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'body.currency', message: 'currencyInvalid' },
        { path: 'body.registrationPrice', message: 'positiveNumber' },
        { path: 'body.currencySymbol', message: 'required' },
      ]),
    );
  });
});
