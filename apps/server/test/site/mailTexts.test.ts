import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { newCandidate } from '../helpers/examFixtures.js';
import { clearOutbox, outboxRows, recipientOf } from '../helpers/outboxFixtures.js';
import { api, createQuiz, realAdmin } from '../helpers/quizFixtures.js';
import {
  createTestApp,
  mailText,
  registerUser,
  startSmtpServer,
  TEST_PUBLIC_URL,
  testDatabases,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

/**
 * Every mail of the site is built from the Email texts settings (subject, header, body), with the site
 * logo as an absolute URL, the site title, line breaks kept in HTML and plain text, only links the
 * server built, and never a password.
 */
const TEXTS = {
  forgetPasswordEmailSubject: 'Forgot your key',
  forgetPasswordEmailHeader: 'Reset <now>',
  forgetPasswordEmailBody:
    'Someone asked for a new password.\nIf it was you, use the link.\n\nOtherwise ignore this & relax.',
  welcomeEmailSubject: 'Hello from Acme',
  welcomeEmailHeader: 'Glad you are here',
  welcomeEmailBody: 'Line one of the welcome.\nLine two: नमस्ते / নমস্কার.\n\nA second paragraph.',
  invitationEmailSubject: 'Join our assessment',
  invitationEmailHeader: 'You are invited',
  invitationEmailBody: 'Please register.\nIt takes a minute.',
  reportEmailHeader: 'Your result "sheet"',
};
const LOGO = '/upload/logo-42.png';
const SITE_TITLE = 'Acme Exams';

/** A decoded mail split into its headers and plain-text part, and its HTML part. */
function partsOf(raw: string) {
  const text = mailText(raw).replace(/\r\n/g, '\n');
  const at = text.indexOf('Content-Type: text/html');
  expect(at).toBeGreaterThan(0);
  return { plain: text.slice(0, at), html: text.slice(at) };
}

/** The branding every mail carries: the logo as an absolute URL, the site title, the sender name. */
function expectBranding(raw: string) {
  const { plain, html } = partsOf(raw);
  expect(raw).toMatch(/^From: "?Acme Exams"? <noreply@assessly\.test>/m);
  expect(html).toContain(`<img src="${TEST_PUBLIC_URL}${LOGO}" alt="${SITE_TITLE}"`);
  expect(html).toContain(`>${SITE_TITLE}</p>`);
  expect(plain.trimEnd()).toMatch(new RegExp(`\n\n${SITE_TITLE}$`));
}

describe.each(testDatabases())('mails built from the Email texts on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const secrets = ['smtp-secret-pass', 'candidate-pass-1', 'real-admin-pass-1', '$argon2'];
  const delivered: string[] = [];
  beforeAll(async () => {
    [t, smtp] = await Promise.all([createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '50' }), startSmtpServer()]);
    await t.db
      .updateTable('site_settings')
      .set({ emailTextsJson: JSON.stringify(TEXTS), logoPath: LOGO, siteTitle: SITE_TITLE })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await clearOutbox(t.db);
    smtp.messages.length = 0;
    await useSmtpServer(t.db, smtp.port);
  });

  /** Sends what the outbox holds and answers the one mail that reached `to`. */
  async function deliveredTo(to: string) {
    await processOutbox(t.app);
    // Sent; the outbox keeps what it sent for the Mail log, with any reset link's token masked.
    const rows = await outboxRows(t.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
    for (const row of rows) expect(`${row.html}${row.text}`).not.toMatch(/token=(?!••••••••)/);
    const mails = smtp.messages.filter((m) => recipientOf(m) === to);
    expect(mails, `mails to ${to}`).toHaveLength(1);
    delivered.push(...smtp.messages);
    return mails[0]!;
  }

  it('forgot password: subject, header and body of the settings, line breaks kept, the reset link, the logo', async () => {
    const email = 'forgot-texts@example.com';
    await registerUser(t.app, { email });
    await clearOutbox(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/SendPasswordMail',
      payload: { toEmail: email, siteUrl: 'https://evil.example', logoPath: 'https://evil.example/x.png' },
    });
    expect(res.json()).toEqual({ responseMsg: 'pleaseCheckyouremail' });
    const raw = await deliveredTo(email);
    expect(raw).toMatch(/^Subject: Forgot your key$/m);
    expectBranding(raw);
    const { plain, html } = partsOf(raw);
    expect(html).toContain('<h2>Reset &lt;now&gt;</h2>');
    expect(html).toMatch(
      /<p[^>]*>Someone asked for a new password\.<br>If it was you, use the link\.<\/p><p[^>]*>Otherwise ignore this &amp; relax\.<\/p>/,
    );
    expect(plain).toContain(`Reset <now>\n\n${TEXTS.forgetPasswordEmailBody}\n\n`);
    // The button reads as the subject, and the link is spelled out in both parts.
    const link = new RegExp(`${TEST_PUBLIC_URL}/resetPassword\\?token=[\\w-]{40,}`);
    expect(plain).toMatch(new RegExp(`Forgot your key: ${link.source}`));
    expect(html).toMatch(link);
    expect(raw).not.toContain('evil.example');
  });

  it('welcome on registration: the texts, the name under the header, a sign-in link', async () => {
    const email = 'welcome-texts@example.com';
    await registerUser(t.app, { email, fullName: 'Priya <Sen>' });
    const raw = await deliveredTo(email);
    expect(raw).toMatch(/^Subject: Hello from Acme$/m);
    expectBranding(raw);
    const { plain, html } = partsOf(raw);
    expect(html).toContain('<h2>Glad you are here</h2>');
    expect(html).toContain('>Priya &lt;Sen&gt;</p>');
    expect(html).toMatch(
      /<p[^>]*>Line one of the welcome\.<br>Line two: नमस्ते \/ নমস্কার\.<\/p><p[^>]*>A second paragraph\.<\/p>/,
    );
    expect(plain).toContain(`Glad you are here\n\nPriya <Sen>\n\n${TEXTS.welcomeEmailBody}\n\n`);
    expect(plain).toContain(`${SITE_TITLE}: ${TEST_PUBLIC_URL}/signIn`);
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/signIn"`);
  });

  it('invitation: the texts, the assessment title, the registration link of the inviting admin', async () => {
    const admin = await realAdmin(t, 'texts-inviter@example.com');
    const id = await createQuiz(t, admin.token, {
      quizTitle: 'Fire safety <2030>',
      quizParticipantOptionId: 2,
      participantEmails: 'guest-texts@example.com',
    });
    await clearOutbox(t.db);
    const res = await api(t, admin.token).post('/Settings/SendInvitationMail', [
      { quizTopicId: id, email: 'guest-texts@example.com', registrationLink: 'https://evil.example/x' },
    ]);
    expect(res.json()).toEqual({ responseMsg: 'emailSentSuccessfully' });
    const raw = await deliveredTo('guest-texts@example.com');
    expect(raw).toMatch(/^Subject: Join our assessment$/m);
    expectBranding(raw);
    const { plain, html } = partsOf(raw);
    const title = 'Fire safety <2030>';
    expect(html).toContain('<h2>You are invited</h2>');
    expect(html).toContain('>Fire safety &lt;2030&gt;</p>');
    expect(html).toMatch(/<p[^>]*>Please register\.<br>It takes a minute\.<\/p>/);
    const link = `${TEST_PUBLIC_URL}/signIn?ad=${admin.userId}&email=guest-texts%40example.com`;
    expect(plain).toContain(`You are invited\n\n${title}\n\n${TEXTS.invitationEmailBody}\n\n${SITE_TITLE}: ${link}`);
    expect(raw).not.toContain('evil.example');
  });

  it('result mail: the report header of the settings, the admin subject and body with their line breaks', async () => {
    const admin = await realAdmin(t, 'texts-reporter@example.com');
    const ann = await newCandidate(t, 'texts-ann');
    await clearOutbox(t.db);
    const res = await api(t, admin.token).post('/Settings/SentEmailToCheckedStudents', {
      subject: 'June results',
      body: 'Dear candidate,\nyou passed.\n\n<b>Well</b> done!',
      emails: [{ email: ann.email }],
      siteUrl: 'https://evil.example',
    });
    expect(res.json()).toEqual({ responseMsg: 'emailSentSuccessfully', params: { count: 1 } });
    const raw = await deliveredTo(ann.email);
    expect(raw).toMatch(/^Subject: June results$/m);
    expectBranding(raw);
    const { plain, html } = partsOf(raw);
    expect(html).toContain('<h2>Your result &quot;sheet&quot;</h2>');
    expect(html).toMatch(/<p[^>]*>Dear candidate,<br>you passed\.<\/p><p[^>]*>&lt;b&gt;Well&lt;\/b&gt; done!<\/p>/);
    expect(plain).toContain('Your result "sheet"\n\nDear candidate,\nyou passed.\n\n<b>Well</b> done!\n\n');
    expect(raw).not.toContain('evil.example');
  });

  it('falls back to the default text of a field left empty, and to the site title when there is no logo', async () => {
    await t.db
      .updateTable('site_settings')
      .set({
        emailTextsJson: JSON.stringify({ ...TEXTS, welcomeEmailSubject: '  ', welcomeEmailBody: '' }),
        logoPath: null,
      })
      .execute();
    try {
      await registerUser(t.app, { email: 'defaults@example.com' });
      const raw = await deliveredTo('defaults@example.com');
      expect(raw).toMatch(/^Subject: Welcome to Assessly$/m);
      const { html } = partsOf(raw);
      expect(html).toContain('Your account is ready. Sign in to see your live assessments.');
      expect(html).toContain('<h2>Glad you are here</h2>');
      expect(html).not.toContain('<img');
      expect(html).toContain(`<strong style="font-size:18px">${SITE_TITLE}</strong>`);
    } finally {
      await t.db
        .updateTable('site_settings')
        .set({ emailTextsJson: JSON.stringify(TEXTS), logoPath: LOGO })
        .execute();
    }
  });

  it('never puts a password or a hash in any mail', async () => {
    expect(delivered.length).toBeGreaterThanOrEqual(5);
    for (const raw of delivered) {
      const text = mailText(raw);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
