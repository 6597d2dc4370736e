import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { issueResetToken } from '../../src/modules/accounts/auth/passwordResetRepository.js';
import { outboxRows } from '../helpers/outboxFixtures.js';
import {
  bearer,
  createTestApp,
  mailText,
  registerUser,
  startSmtpServer,
  testDatabases,
  TEST_PUBLIC_URL,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

const { candidate } = DEMO_ACCOUNTS;

describe.each(testDatabases())('forgotten passwords on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    // Several mails are requested from one address in this file; keep the per-IP limit out of the way.
    [t, smtp] = await Promise.all([createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '50' }), startSmtpServer()]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const loginStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/User/GetLoginInfo', payload: { email, password } })).statusCode;
  const sendMail = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Settings/SendPasswordMail', payload });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/User/ResetPassword', payload: { token, password } });
  /** Requests a reset mail for `email` and answers the decoded mail and the token of its link. */
  async function requestResetLink(email: string, extra: object = {}) {
    const from = smtp.messages.length;
    const res = await sendMail({ toEmail: email, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'pleaseCheckyouremail' });
    // The request only queued the mail; the outbox worker (off in tests) sends it.
    expect(smtp.messages.length).toBe(from);
    // Registration queues a welcome mail too.
    expect((await processOutbox(t.app)).sent).toBeGreaterThanOrEqual(1);
    const text = mailText(
      await smtp.waitForMessage(
        (raw) => raw.includes(`To: ${email}`) && raw.includes('Subject: Reset your password'),
        from,
      ),
    );
    const token = /\/resetPassword\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    return { text, token: token! };
  }

  describe('GetUserInfoForForgetPassword', () => {
    it('answers 202 noUserForEmail for an unknown e-mail', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/User/GetUserInfoForForgetPassword/nobody@example.com',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'noUserForEmail' });
    });

    it('answers 200 with only the e-mail for a known one (any case), never a secret', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/User/GetUserInfoForForgetPassword/${encodeURIComponent(candidate.email.toUpperCase())}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'userFound', email: candidate.email });
      expect(res.body).not.toMatch(/password|argon2|token/i);
    });
  });

  describe('SendPasswordMail and ResetPassword', () => {
    it('tells the candidate to ask the administrator while the site cannot mail, and issues no token', async () => {
      await registerUser(t.app, { email: 'early@example.com' });
      // Meant for the candidate: not the admin's "Email settings not done yet".
      expect((await sendMail({ toEmail: 'early@example.com' })).json().responseMsg).toBe(
        'passwordResetMailUnavailable',
      );
      // Host and sender without a port are still incomplete.
      await t.db
        .updateTable('site_settings')
        .set({ host: '127.0.0.1', defaultEmail: 'noreply@assessly.test', smtpPassword: 'x', port: 0 })
        .execute();
      const res = await sendMail({ toEmail: 'early@example.com' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        responseMsg: 'passwordResetMailUnavailable',
        message: "Password reset by e-mail is not available on this site yet; please contact the site's administrator",
      });
      // In the candidate's language too.
      const spanish = await t.app.inject({
        method: 'POST',
        url: '/api/Settings/SendPasswordMail',
        headers: { 'accept-language': 'es' },
        payload: { toEmail: 'early@example.com' },
      });
      expect(spanish.json().message).toMatch(/^El restablecimiento de la contraseña por correo electrónico/);
      expect(await t.db.selectFrom('password_reset').selectAll().execute()).toEqual([]);
      expect(await outboxRows(t.db)).toEqual([]);
      expect(smtp.messages).toEqual([]);
    });

    it('answers 202 noUserForEmail for an unknown address', async () => {
      await useSmtpServer(t.db, smtp.port);
      const res = await sendMail({ toEmail: 'ghost@example.com' });
      expect(res.statusCode).toBe(202);
      expect(res.json().responseMsg).toBe('noUserForEmail');
    });

    it('mails a link built from the configured public URL (never the body siteUrl), with no password in it', async () => {
      await useSmtpServer(t.db, smtp.port);
      const email = 'forgetful@example.com';
      await registerUser(t.app, { email, password: 'first-password-1' });
      const { text, token } = await requestResetLink(email, {
        siteUrl: 'http://evil.example',
        logoPath: '/x.png',
        siteTitle: 'Evil',
        password: 'leaked-pass',
      });

      expect(text).toContain(`${TEST_PUBLIC_URL}/resetPassword?token=${token}`);
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('Evil');
      expect(text).toContain('Subject: Reset your password');
      expect(text).toContain('From: Assessly <noreply@assessly.test>');
      for (const secret of ['first-password-1', 'leaked-pass', 'smtp-secret-pass', '$argon2'])
        expect(text).not.toContain(secret);

      // Only the token's hash is stored.
      const rows = await t.db.selectFrom('password_reset').selectAll().execute();
      expect(rows.map((r) => r.tokenHash)).not.toContain(token);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Nor does the outbox keep the link once the mail is sent: the Mail log keeps the mail with it masked.
      const queued = (await outboxRows(t.db)).filter((r) => r.toEmail === email);
      expect(queued.map((r) => r.subject)).toEqual(['Welcome to Assessly', 'Reset your password']);
      expect(queued.every((r) => r.status === 'sent')).toBe(true);
      expect(queued[1]!.text).toContain(`${TEST_PUBLIC_URL}/resetPassword?token=••••••••`);
      expect(queued[1]!.html).toContain('/resetPassword?token=••••••••');
      expect(JSON.stringify(await outboxRows(t.db))).not.toContain(token);
    });

    it('sets the password with the link token once; a second use answers invalidResetLink', async () => {
      await useSmtpServer(t.db, smtp.port);
      const email = 'resetter@example.com';
      await registerUser(t.app, { email, password: 'before-reset-1' });
      const session = await t.login(email, 'before-reset-1');
      const { token } = await requestResetLink(email);

      const res = await reset(token, 'after-reset-22');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'passwordResetDone' });
      expect(await loginStatus(email, 'after-reset-22')).toBe(200);
      expect(await loginStatus(email, 'before-reset-1')).toBe(204);
      // Sessions opened before the reset are over.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers: bearer(session) }))
          .statusCode,
      ).toBe(401);

      const again = await reset(token, 'third-password-3');
      expect(again.statusCode).toBe(202);
      expect(again.json().responseMsg).toBe('invalidResetLink');
      expect(await loginStatus(email, 'after-reset-22')).toBe(200);
    });

    it('accepts only the latest link of a user', async () => {
      await useSmtpServer(t.db, smtp.port);
      const email = 'twice@example.com';
      await registerUser(t.app, { email });
      const first = await requestResetLink(email);
      const second = await requestResetLink(email);
      expect(second.token).not.toBe(first.token);
      expect((await reset(first.token, 'from-first-link')).json().responseMsg).toBe('invalidResetLink');
      expect((await reset(second.token, 'from-second-link')).statusCode).toBe(200);
    });

    it('answers invalidResetLink for an expired or unknown token', async () => {
      await useSmtpServer(t.db, smtp.port);
      const email = 'slow@example.com';
      await registerUser(t.app, { email, password: 'slow-password-1' });
      const { token } = await requestResetLink(email);
      const user = await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('password_reset')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('userId', '=', user.userId)
        .execute();

      const res = await reset(token, 'too-late-password');
      expect(res.statusCode).toBe(202);
      expect(res.json().responseMsg).toBe('invalidResetLink');
      expect(await loginStatus(email, 'slow-password-1')).toBe(200);

      expect((await reset('x'.repeat(43), 'made-up-token-pw')).json().responseMsg).toBe('invalidResetLink');
    });

    it('validates the new password and the token', async () => {
      const short = await reset('y'.repeat(43), 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().issues).toContainEqual({ path: 'body.password', message: 'min8Character' });
      expect((await reset('tiny', 'long-enough-pw')).statusCode).toBe(400);
    });

    it('refuses demo users: no mail, and a token of theirs does not change the password', async () => {
      await useSmtpServer(t.db, smtp.port);
      const from = smtp.messages.length;
      const res = await sendMail({ toEmail: candidate.email });
      expect(res.statusCode).toBe(202);
      expect(res.json().responseMsg).toBe('demoOperationNotAllowed');
      await processOutbox(t.app);

      const user = await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', candidate.email)
        .executeTakeFirstOrThrow();
      const token = await issueResetToken(t.db, user.userId);
      const attempt = await reset(token, 'demo-takeover-1');
      expect(attempt.statusCode).toBe(202);
      expect(attempt.json().responseMsg).toBe('demoOperationNotAllowed');
      expect(await loginStatus(candidate.email, candidate.password)).toBe(200);
      expect(smtp.messages.slice(from).some((m) => m.includes(`To: ${candidate.email}`))).toBe(false);
    });

    it('answers 400 for an invalid toEmail', async () => {
      const res = await sendMail({ toEmail: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'body.toEmail', message: 'emailInvalid' });
    });
  });
});
