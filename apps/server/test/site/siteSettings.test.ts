import { EMAIL_TEXT_FIELDS, LANDING_FIELDS } from '@assessly/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEXTS, DEFAULT_LANDING } from '../../src/db/seedDefaults.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';
import {
  COLORS,
  EXAM,
  GENERAL,
  issuesOf,
  settingsFixture,
  type Method,
  type SettingsState,
} from '../helpers/settingsFixtures.js';

/** GetAdminSettings and the panels without secrets, UpdateSettings and UpdateClientUrl. */
describe.each(testDatabases())('site settings panels on %s', (kind) => {
  const { state, call, adminSettings, row, ok, changedColumns, landingBody, emailBody, paymentBody } =
    settingsFixture(kind);
  let t: TestApp;
  let tokens: SettingsState['tokens'];
  let ids: SettingsState['ids'];
  beforeAll(() => {
    ({ t, tokens, ids } = state);
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
