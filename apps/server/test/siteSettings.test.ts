import { DEMO_ACCOUNTS, EMAIL_TEXT_FIELDS, LANDING_FIELDS, type AdminSettings } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEXTS, DEFAULT_LANDING } from '../src/db/seedDefaults.js';
import { realAdmin, refusal } from './helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from './helpers/testApp.js';

const { admin, candidate } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT';

const GENERAL = {
  siteTitle: 'Acme Exams',
  welComeMessage: 'Welcome to Acme',
  copyRightText: '© Acme',
  footerText: 'Acme footer',
  version: '7',
  logoPath: null,
  faviconPath: null,
  allowWelcomeEmail: false,
  allowFaq: false,
};
const EXAM = { endExam: true, tabChangeEndExam: true, logoOnExamPage: false };
const COLORS = { appBarColor: '#263238', footerColor: '#EEEEEE', bodyColor: '#ECEFF1', headerColor: '#FAFAFA' };
const SMTP_PASSWORD = 'smtp-Very-Secret-71';
const STRIPE_SECRET = 'sk_test_Hidden-Key-9925';

const issuesOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { issues: { path: string; message: string }[] }).issues;
};

describe.each(testDatabases())('site settings panels on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string; real: string };
  let ids: { admin: number; real: number };

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({
      method,
      url: `/api/Settings${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const adminSettings = async (token = tokens.admin): Promise<AdminSettings> => {
    const res = await call('GET', '/GetAdminSettings', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const row = () =>
    t.db.selectFrom('site_settings').selectAll().where('siteSettingsId', '=', 1).executeTakeFirstOrThrow();
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated' });
  };
  /** Saves through `save` and answers the columns whose stored value changed (audit columns left out). */
  async function changedColumns(save: () => Promise<LightMyRequestResponse>) {
    const before = await row();
    ok(await save());
    const after = await row();
    return Object.keys(after)
      .filter((key) => key !== 'lastUpdated' && key !== 'lastUpdatedBy')
      .filter(
        (key) =>
          JSON.stringify(after[key as keyof typeof after]) !== JSON.stringify(before[key as keyof typeof before]),
      )
      .sort();
  }
  const landingBody = (changes: Record<string, string> = {}) => ({ ...DEFAULT_LANDING, ...changes });
  const emailBody = (changes: Record<string, unknown> = {}) => ({
    defaultEmail: 'Mailer@Example.com',
    password: SMTP_PASSWORD,
    host: 'smtp.example.com',
    port: 587,
    ...changes,
  });
  const paymentBody = (changes: Record<string, unknown> = {}) => ({
    currency: 'EUR',
    currencySymbol: '€',
    registrationPrice: 12.5,
    paidRegistration: true,
    stripePubKey: 'pk_test_public',
    stripeSecretKey: STRIPE_SECRET,
    ...changes,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const real = await realAdmin(t, 'owner@acme.test');
    tokens = {
      admin: await t.login(admin.email, admin.password),
      candidate: await t.login(candidate.email, candidate.password),
      real: real.token,
    };
    const demo = await t.db.selectFrom('app_user').select('userId').where('email', '=', admin.email).executeTakeFirst();
    ids = { admin: demo!.userId, real: real.userId };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GetAdminSettings answers the spec defaults and the texts, with secrets only as set / not set', async () => {
    const s = await adminSettings();
    expect(s).toMatchObject({
      appBarColor: '#363636',
      footerColor: '#FFFFFF',
      bodyColor: '#F9F9F9',
      headerColor: '#F5F5F5',
      welComeMessage: 'Hello there,Sign in to start your task!',
      allowWelcomeEmail: true,
      allowFaq: true,
      tabChangeEndExam: false,
      logoOnExamPage: true,
      paidRegistration: true,
      version: '1',
      port: 0,
      hasSmtpPassword: false,
      hasStripeSecretKey: false,
      hasEmailSettings: false,
    });
    expect(s.landing).toEqual(DEFAULT_LANDING);
    expect(s.emailTexts).toEqual(DEFAULT_EMAIL_TEXTS);
    expect(s).not.toHaveProperty('password');
    expect(s).not.toHaveProperty('smtpPassword');
    expect(s).not.toHaveProperty('stripeSecretKey');
  });

  it('refuses a candidate with 403 and an anonymous caller with 401 on every call', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/GetAdminSettings'],
      ['PUT', '/UpdateGeneralSetting', GENERAL],
      ['PUT', '/UpdateExamSetting', EXAM],
      ['PUT', '/UpdatePaymentSetting', paymentBody()],
      ['PUT', '/UpdateEmailSetting', emailBody()],
      ['PUT', '/UpdateColorSetting', COLORS],
      ['PUT', '/UpdateLandingSetting', landingBody()],
      ['PUT', '/UpdateEmailTextSetting', DEFAULT_EMAIL_TEXTS],
      ['PUT', '/UpdateSettings', { siteTitle: 'X' }],
      ['PUT', '/UpdateClientUrl', { displayName: 'https://x.example' }],
      ['POST', '/UploadLogo'],
      ['POST', '/UploadFavicon'],
      ['POST', '/UploadLandingPicture'],
    ];
    for (const [method, url, body] of calls) {
      const asCandidate = await call(method, url, body, tokens.candidate);
      expect(asCandidate.statusCode, url).toBe(403);
      expect(asCandidate.json().responseMsg).toBe('noAccess');
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
    }
    expect((await row()).siteTitle).toBe('Assessly');
  });

  it('General saves only its own fields, records the caller from the token and shows at once on GetSiteSettings', async () => {
    const changed = await changedColumns(() =>
      call('PUT', '/UpdateGeneralSetting', { ...GENERAL, ...COLORS, endExam: true, lastUpdatedBy: 999 }),
    );
    expect(changed).toEqual([
      'allowFaq',
      'allowWelcomeEmail',
      'copyRightText',
      'footerText',
      'siteTitle',
      'version',
      'welComeMessage',
    ]);
    expect((await row()).lastUpdatedBy).toBe(ids.admin);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' })).json();
    expect(pub).toMatchObject({ siteTitle: 'Acme Exams', version: '7', allowFaq: false, appBarColor: '#363636' });
  });

  it('General checks the numeric version, required texts and upload paths', async () => {
    const version = async (v: unknown) =>
      issuesOf(await call('PUT', '/UpdateGeneralSetting', { ...GENERAL, version: v })).find(
        (i) => i.path === 'body.version',
      );
    expect(await version('1.5')).toEqual({ path: 'body.version', message: 'numberRule' });
    expect(await version('abc')).toEqual({ path: 'body.version', message: 'numberRule' });
    expect(await version('0')).toEqual({ path: 'body.version', message: 'numberRule' });
    expect(await version('')).toEqual({ path: 'body.version', message: 'required' });
    expect(issuesOf(await call('PUT', '/UpdateGeneralSetting', { ...GENERAL, siteTitle: '  ' }))).toContainEqual({
      path: 'body.siteTitle',
      message: 'required',
    });
    expect(
      issuesOf(await call('PUT', '/UpdateGeneralSetting', { ...GENERAL, logoPath: 'https://evil.example/x.png' })),
    ).toContainEqual({ path: 'body.logoPath', message: 'onlyImageFile' });
  });

  it('Exam and Colour save only their own fields; an invalid colour is refused with its field', async () => {
    expect(await changedColumns(() => call('PUT', '/UpdateExamSetting', { ...EXAM, siteTitle: 'Nope' }))).toEqual([
      'endExam',
      'logoOnExamPage',
      'tabChangeEndExam',
    ]);
    expect(await changedColumns(() => call('PUT', '/UpdateColorSetting', { ...COLORS, version: '99' }))).toEqual([
      'appBarColor',
      'bodyColor',
      'footerColor',
      'headerColor',
    ]);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' })).json();
    expect(pub).toMatchObject({ ...COLORS, ...EXAM });
    for (const bad of ['red', '#12345', '#GGGGGG', '']) {
      expect(issuesOf(await call('PUT', '/UpdateColorSetting', { ...COLORS, footerColor: bad }))).toContainEqual({
        path: 'body.footerColor',
        message: bad ? 'colorInvalid' : 'required',
      });
    }
  });

  it('Landing saves only the landing texts and refuses a non-https social link or a missing text', async () => {
    const body = landingBody({
      homeHeader1: 'Hire with confidence',
      footerLinkedin: 'https://linkedin.com/company/acme',
    });
    const texts = (await row()).emailTextsJson;
    expect(await changedColumns(() => call('PUT', '/UpdateLandingSetting', { ...body, siteTitle: 'Nope' }))).toEqual([
      'landingJson',
    ]);
    expect((await row()).emailTextsJson).toBe(texts);
    expect((await adminSettings()).landing).toEqual(body);

    const issues = issuesOf(
      await call('PUT', '/UpdateLandingSetting', {
        ...body,
        footerFacebook: 'http://facebook.com/acme',
        footerTwitter: 'javascript:alert(1)',
        homeBox2Header: '',
        contactUsEmail: 'not-an-email',
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'body.footerFacebook', message: 'httpsLinkOnly' },
        { path: 'body.footerTwitter', message: 'httpsLinkOnly' },
        { path: 'body.homeBox2Header', message: 'required' },
        { path: 'body.contactUsEmail', message: 'emailInvalid' },
      ]),
    );
    expect((await adminSettings()).landing).toEqual(body);
  });

  it('Email texts save only the texts, including the report mail header', async () => {
    const body = {
      ...DEFAULT_EMAIL_TEXTS,
      welcomeEmailSubject: 'Hello from Acme',
      reportEmailHeader: 'Your Acme result',
    };
    expect(await changedColumns(() => call('PUT', '/UpdateEmailTextSetting', body))).toEqual(['emailTextsJson']);
    expect((await adminSettings()).emailTexts).toEqual(body);
    expect(Object.keys(body).sort()).toEqual([...EMAIL_TEXT_FIELDS].sort());
    expect(
      issuesOf(await call('PUT', '/UpdateEmailTextSetting', { ...body, invitationEmailBody: ' ' })),
    ).toContainEqual({
      path: 'body.invitationEmailBody',
      message: 'required',
    });
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

  it('UpdateSettings saves exactly the subset sent, merged into the stored texts, with the panel rules', async () => {
    const before = await row();
    const changed = await changedColumns(() =>
      call('PUT', '/UpdateSettings', {
        siteTitle: 'Subset Co',
        appBarColor: '#455A64',
        homeHeader1: 'Only this',
        welcomeEmailBody: 'Hi!',
      }),
    );
    expect(changed).toEqual(['appBarColor', 'emailTextsJson', 'landingJson', 'siteTitle']);
    const s = await adminSettings();
    expect(s.landing).toEqual({ ...JSON.parse(before.landingJson), homeHeader1: 'Only this' });
    expect(s.emailTexts).toEqual({ ...JSON.parse(before.emailTextsJson), welcomeEmailBody: 'Hi!' });
    expect(s.logoPath).toBe(before.logoPath);

    expect(issuesOf(await call('PUT', '/UpdateSettings', { version: 'v2', headerColor: 'blue' }))).toEqual(
      expect.arrayContaining([
        { path: 'body.version', message: 'numberRule' },
        { path: 'body.headerColor', message: 'colorInvalid' },
      ]),
    );
    expect(issuesOf(await call('PUT', '/UpdateSettings', {}))).toEqual([{ path: 'body', message: 'required' }]);

    // A real admin may send secrets through it too; they stay write-only.
    ok(await call('PUT', '/UpdateSettings', { password: 'other-secret-55', host: 'mail.acme.test' }, tokens.real));
    expect(await row()).toMatchObject({ smtpPassword: 'other-secret-55', host: 'mail.acme.test' });
    ok(await call('PUT', '/UpdateSettings', { password: '', port: 25 }, tokens.real));
    expect(await row()).toMatchObject({ smtpPassword: 'other-secret-55', port: 25 });
  });

  it('UpdateClientUrl saves the site origin used in mailed links and refuses anything else', async () => {
    ok(await call('PUT', '/UpdateClientUrl', { displayName: 'https://exams.acme.test:8443' }, tokens.real));
    expect((await adminSettings()).clientUrl).toBe('https://exams.acme.test:8443');
    for (const bad of ['https://exams.acme.test/path', 'javascript:alert(1)', 'exams.acme.test', '']) {
      expect(issuesOf(await call('PUT', '/UpdateClientUrl', { displayName: bad }, tokens.real))).toEqual([
        { path: 'body.displayName', message: 'originInvalid' },
      ]);
    }
  });

  it('every landing field is answered', async () => {
    expect(Object.keys((await adminSettings()).landing).sort()).toEqual([...LANDING_FIELDS].sort());
  });
});
