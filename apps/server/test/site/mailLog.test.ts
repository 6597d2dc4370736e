import { DEMO_ACCOUNTS, type MailLogPage, type MailPreview } from '@assessly/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import { enqueueMail, MAX_ATTEMPTS } from '../../src/mail/outbox.js';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import {
  clearOutbox,
  outboxRows,
  recipientOf,
  startSwitchableSmtp,
  type SwitchableSmtp,
} from '../helpers/outboxFixtures.js';
import { api, demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import {
  bearer,
  createTestApp,
  mailText,
  registerUser,
  testDatabases,
  TEST_PUBLIC_URL,
  useSmtpServer,
  type TestApp,
} from '../helpers/testApp.js';

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const SMTP_PASSWORD = 'smtp-secret-pass';

/** A port where nothing listens (an SMTP server was there a moment ago). */
async function closedPort(): Promise<number> {
  const probe = await startSwitchableSmtp();
  await probe.close();
  return probe.port;
}

describe.each(testDatabases())('the Mail log on %s', (kind) => {
  let t: TestApp;
  let smtp: SwitchableSmtp;
  let admin: { userId: number; token: string };
  let candidateToken: string;
  let demoAdmin: string;
  beforeAll(async () => {
    [t, smtp] = await Promise.all([createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '50' }), startSwitchableSmtp()]);
    admin = await realAdmin(t, 'log-admin@example.com');
    candidateToken = (await registerUser(t.app, { email: 'log-candidate@example.com' })).token;
    demoAdmin = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await clearOutbox(t.db);
    smtp.messages.length = 0;
    smtp.refusing = false;
    await t.db
      .updateTable('site_settings')
      .set({ host: null, port: 0, defaultEmail: null, smtpPassword: null })
      .execute();
  });

  const as = (token: string) => api(t, token);
  const log = async (query = '', page = 1) => {
    const res = await as(admin.token).get(`/Settings/GetMailLog/${page}/10${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MailLogPage;
  };
  const preview = async (id: number) => {
    const res = await as(admin.token).get(`/Settings/GetMailPreview/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MailPreview;
  };
  const mails = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => ({
      to: `${tag}-${i}@example.com`,
      subject: `${tag} ${i}`,
      html: `<p>${tag} ${i}</p>`,
      text: `${tag} ${i}`,
    }));

  it('says that mail waits while no mail server is set, and lists the outbox 10 a page, newest first', async () => {
    await enqueueMail(t.db, mails(12, 'page'));
    const first = await log();
    expect(first).toMatchObject({ count: 12, mailReady: false, mailSource: null, maxAttempts: MAX_ATTEMPTS });
    expect(first.responseMsg.map((r) => r.toEmail)).toEqual(
      Array.from({ length: 10 }, (_, i) => `page-${11 - i}@example.com`),
    );
    expect(first.responseMsg[0]).toMatchObject({ state: 'queued', attempts: 0, errorCode: null, sentAt: null });
    expect(first.responseMsg[0]!.nextAttemptAt).not.toBeNull();
    // The list carries no mail texts: those come one at a time with the preview.
    expect(first.responseMsg[0]).not.toHaveProperty('html');
    expect((await log('', 2)).responseMsg.map((r) => r.toEmail)).toEqual(['page-1@example.com', 'page-0@example.com']);

    // The worker leaves them alone until the settings are complete, then sends them all.
    expect(await processOutbox(t.app)).toEqual({ sent: 0, retried: 0, failed: 0 });
    await useSmtpServer(t.db, smtp.port);
    expect((await log()).mailSource).toBe('panel');
    expect(await processOutbox(t.app)).toEqual({ sent: 12, retried: 0, failed: 0 });
    const sent = await log('?status=sent');
    expect(sent.count).toBe(12);
    expect(sent.responseMsg.every((r) => r.state === 'sent' && r.sentAt && r.nextAttemptAt === null)).toBe(true);
    expect((await log('?status=queued')).count).toBe(0);
  });

  it('shows a failed try with its reason and next try, and a given-up mail as failed; Send again sends it', async () => {
    await useSmtpServer(t.db, await closedPort());
    const now = new Date();
    await enqueueMail(t.db, mails(1, 'down'), now);
    await processOutbox(t.app, now);
    const [retrying] = (await log('?status=failed')).responseMsg;
    expect(retrying).toMatchObject({ state: 'retrying', attempts: 1, errorCode: 'smtpConnectionFailed' });
    expect(retrying!.errorDetail).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(Date.parse(retrying!.nextAttemptAt!) - now.getTime()).toBeGreaterThanOrEqual(MINUTE);

    // Given up after the last try.
    await t.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    await processOutbox(t.app, later(now, 2 * MINUTE));
    const [failed] = (await log('?status=failed')).responseMsg;
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'smtpConnectionFailed', nextAttemptAt: null });

    // The mail server is back: "Send again" makes it due at once, and the next run sends it.
    await useSmtpServer(t.db, smtp.port);
    const retry = await as(admin.token).put(`/Settings/RetryMail/${failed!.id}`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ responseMsg: 'mailRetryQueued' });
    expect((await log()).responseMsg[0]).toMatchObject({ state: 'retrying', attempts: MAX_ATTEMPTS });
    expect(await processOutbox(t.app)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages.map(recipientOf)).toEqual(['down-0@example.com']);

    // A sent mail is not sent again; an unknown one is 404.
    expect(refusal(await as(admin.token).put(`/Settings/RetryMail/${failed!.id}`, {})).responseMsg).toBe(
      'mailNotRetryable',
    );
    expect((await as(admin.token).put('/Settings/RetryMail/999999', {})).statusCode).toBe(404);
  });

  it('previews a mail as it looks, with the password reset link masked before and after sending', async () => {
    await useSmtpServer(t.db, smtp.port);
    await registerUser(t.app, { email: 'reset-me@example.com' });
    await clearOutbox(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/SendPasswordMail',
      payload: { toEmail: 'reset-me@example.com' },
    });
    expect(res.json()).toEqual({ responseMsg: 'pleaseCheckyouremail' });
    const [row] = await outboxRows(t.db);
    const token = /resetPassword\?token=([\w-]+)/.exec(row!.text)![1]!;

    const queued = await preview(row!.id);
    expect(queued).toMatchObject({ toEmail: 'reset-me@example.com', subject: 'Reset your password', bodyKept: true });
    expect(queued.html).toMatch(/^<!doctype html>/);
    expect(queued.html).toContain(`${TEST_PUBLIC_URL}/resetPassword?token=••••••••`);
    expect(queued.text).toContain('/resetPassword?token=••••••••');
    expect(JSON.stringify(queued)).not.toContain(token);

    await processOutbox(t.app);
    // The recipient got the real link; the log keeps the mail, masked.
    expect(mailText(smtp.messages[0]!)).toContain(token);
    const sent = await preview(row!.id);
    expect(sent.html).toContain('/resetPassword?token=••••••••');
    expect(JSON.stringify(await outboxRows(t.db))).not.toContain(token);
    expect((await as(admin.token).get('/Settings/GetMailPreview/999999')).statusCode).toBe(404);
  });

  it('sends a test mail to the admin or to the address typed, in the admin language, and logs it', async () => {
    await useSmtpServer(t.db, smtp.port);
    const own = await as(admin.token).post('/Settings/SendTestMail', {});
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ responseMsg: 'testMailSent', params: { email: 'log-admin@example.com' } });
    expect(recipientOf(smtp.messages[0]!)).toBe('log-admin@example.com');
    expect(mailText(smtp.messages[0]!)).toContain('Subject: Test mail from Assessly');

    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/SendTestMail',
      headers: { ...bearer(admin.token), 'x-language': 'es' },
      payload: { toEmail: 'Someone@Example.com' },
    });
    expect(typed.json()).toEqual({ responseMsg: 'testMailSent', params: { email: 'someone@example.com' } });
    expect(mailText(smtp.messages[1]!)).toContain('Correo de prueba de Assessly');
    const logged = (await log('?status=sent')).responseMsg.map((r) => r.toEmail);
    expect(logged).toEqual(['someone@example.com', 'log-admin@example.com']);
    expect(JSON.stringify([own.json(), typed.json()])).not.toContain(SMTP_PASSWORD);
  });

  it("answers the mail server's reason for a failed test mail, translated, and logs it as failed", async () => {
    await useSmtpServer(t.db, await closedPort());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/SendTestMail',
      headers: { ...bearer(admin.token), 'accept-language': 'it' },
      payload: { toEmail: '' },
    });
    const body = refusal(res);
    expect(body.responseMsg).toBe('smtpConnectionFailed');
    expect(body.params?.detail).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(body.message).toMatch(
      /^Impossibile connettersi al server di posta: controlla host e porta \(connect ECONNREFUSED/,
    );
    expect(res.body).not.toContain(SMTP_PASSWORD);
    const [failed] = (await log('?status=failed')).responseMsg;
    expect(failed).toMatchObject({
      toEmail: 'log-admin@example.com',
      state: 'failed',
      errorCode: 'smtpConnectionFailed',
    });

    // The mail server refuses the mail: its own words come back.
    await useSmtpServer(t.db, smtp.port);
    smtp.refusing = true;
    const refused = refusal(await as(admin.token).post('/Settings/SendTestMail', {}));
    expect(refused).toMatchObject({
      responseMsg: 'smtpRejected',
      params: { detail: '451 Local problem, try again later' },
    });

    // Without settings there is nothing to test.
    await t.db.updateTable('site_settings').set({ host: null }).execute();
    expect(refusal(await as(admin.token).post('/Settings/SendTestMail', {})).responseMsg).toBe(
      'emailSettingsNotDoneYet',
    );
    const invalid = await as(admin.token).post('/Settings/SendTestMail', { toEmail: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual({ path: 'body.toEmail', message: 'emailInvalid' });
  });

  it('is for admins only; the demo admin may read it but is told how to make a real admin instead of sending', async () => {
    await useSmtpServer(t.db, smtp.port);
    await enqueueMail(t.db, mails(1, 'demo'));
    const [row] = await outboxRows(t.db);
    expect((await as(candidateToken).get('/Settings/GetMailLog/1/10')).statusCode).toBe(403);
    expect((await as(candidateToken).get(`/Settings/GetMailPreview/${row!.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Settings/GetMailLog/1/10' })).statusCode).toBe(401);
    expect((await as(demoAdmin).get('/Settings/GetMailLog/1/10')).statusCode).toBe(200);

    for (const res of [
      await as(demoAdmin).post('/Settings/SendTestMail', { toEmail: 'victim@example.com' }),
      await as(demoAdmin).put(`/Settings/RetryMail/${row!.id}`, {}),
    ]) {
      const body = refusal(res);
      expect(body.responseMsg).toBe('demoOperationNotAllowed');
      expect(body.message).toBe(
        'This is a public demo account, so this is not allowed here. To run your own site, create a real admin on ' +
          'the server: npm run create-admin -- --email you@example.com --password "a long password"',
      );
    }
    expect(smtp.messages).toEqual([]);
    // The demo candidate hears the same, in its language.
    const demoCandidate = await t.login(DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/User/ChangeUserPassword',
      headers: { ...bearer(demoCandidate), 'accept-language': 'es' },
      payload: { password: 'another-pass-1' },
    });
    expect(refusal(change).message).toMatch(/^Esta es una cuenta de demostración pública.*npm run create-admin/);
  });

  it('migration 0014 adds the Mail Log menu to an existing site for Admin and SuperAdmin, once', async () => {
    const menuRows = () =>
      t.db
        .selectFrom('app_menu as m')
        .leftJoin('role_menu as rm', 'rm.appMenuId', 'm.appMenuId')
        .select(['m.menuTitle', 'm.sortOrder', 'm.isDefault', 'rm.userRoleId'])
        .where('m.url', '=', '/settings/mailLog')
        .orderBy('rm.userRoleId')
        .execute();
    // A site from before the Mail log: its menus were seeded without it, and an admin added one of their own.
    await t.db.deleteFrom('app_menu').where('url', '=', '/settings/mailLog').execute();
    const custom = await as(admin.token).post('/Menu/CreateMenu', {
      menuTitle: 'Library',
      url: '/library',
      iconClass: 'Folder',
      sortOrder: 40,
    });
    expect(custom.statusCode, custom.body).toBe(200);
    await migrations['0014_mail_log_menu']!.up(t.db);
    expect(await menuRows()).toEqual([
      { menuTitle: 'Mail Log', sortOrder: 41, isDefault: 1, userRoleId: 1 },
      { menuTitle: 'Mail Log', sortOrder: 41, isDefault: 1, userRoleId: 3 },
    ]);
    await migrations['0014_mail_log_menu']!.up(t.db);
    expect(await menuRows()).toHaveLength(2);
  });
});
