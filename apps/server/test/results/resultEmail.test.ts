import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { insertCandidate, newCandidate, ok } from '../helpers/examFixtures.js';
import { clearOutbox, outboxRows, recipientOf } from '../helpers/outboxFixtures.js';
import { api, demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import {
  createTestApp,
  mailText,
  startSmtpServer,
  TEST_PUBLIC_URL,
  testDatabases,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

const URL = '/Settings/SentEmailToCheckedStudents';

describe.each(testDatabases())('result e-mail on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let tokens: { admin: string; candidate: string };
  let adminToken: string;
  let ann: { email: string; token: string };
  let ben: { email: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    smtp = await startSmtpServer();
    tokens = await demoTokens(t);
    adminToken = (await realAdmin(t, 'mailer-admin@example.com')).token;
    ann = await newCandidate(t, 'ann');
    ben = await newCandidate(t, 'ben');
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

  const body = (emails: string[], changes: Record<string, unknown> = {}) => ({
    logoPath: null,
    siteUrl: 'https://evil.example',
    subject: 'Your result',
    body: 'Well done.',
    emails: emails.map((email) => ({ email, logoPath: null, siteUrl: 'https://evil.example', body: 'Well done.' })),
    ...changes,
  });
  const send = (payload: unknown, token: string | null = adminToken) => api(t, token).post(URL, payload);
  const queued = async () => (await outboxRows(t.db)).length;

  it('queues one mail per registered address and answers at once; the outbox sends them', async () => {
    await t.db.updateTable('site_settings').set({ logoPath: '/upload/site-logo.png' }).execute();
    const payload = body([ann.email, ann.email.toUpperCase(), 'a@b', '', 'nobody@example.com', ben.email], {
      subject: 'Results <June>',
      body: 'Well <b>done</b> & "thanks"',
    });
    expect(ok(await send(payload))).toEqual({ responseMsg: 'emailSentSuccessfully', params: { count: 2 } });
    const rows = await outboxRows(t.db);
    expect(rows.map((r) => [r.toEmail, r.status, r.attempts])).toEqual([
      [ann.email, 'pending', 0],
      [ben.email, 'pending', 0],
    ]);
    expect(smtp.messages).toEqual([]);

    expect(await processOutbox(t.app)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.messages.map(recipientOf).sort()).toEqual([ann.email, ben.email].sort());
    const mail = mailText(smtp.messages[0]!);
    expect(mail).toMatch(/Subject: Results <June>/);
    expect(mail).not.toContain('evil.example');
    // The HTML part: the header from the settings, the admin's text escaped, the site's logo.
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('<h2>Your assessment result</h2>');
    expect(html).toContain('Well &lt;b&gt;done&lt;/b&gt; &amp; &quot;thanks&quot;');
    expect(html).not.toContain('<b>done</b>');
    expect(html).toContain(`<img src="${TEST_PUBLIC_URL}/upload/site-logo.png"`);
    // The text part carries the same words as plain text.
    expect(mail.slice(0, mail.indexOf('Content-Type: text/html'))).toContain('Well <b>done</b> & "thanks"');
    await t.db.updateTable('site_settings').set({ logoPath: null }).execute();
  });

  it('answers noCheckedStudent when no address longer than 3 characters is given', async () => {
    expect(refusal(await send(body([]))).responseMsg).toBe('noCheckedStudent');
    const short = refusal(await send(body(['a@b', '', 'abc'])));
    expect(short).toMatchObject({ responseMsg: 'noCheckedStudent', message: expect.any(String) });
    expect(await queued()).toBe(0);
  });

  it('answers noCheckedCandidates when none of the addresses belongs to a registered user', async () => {
    expect(refusal(await send(body(['nobody@example.com', 'someone@else.org']))).responseMsg).toBe(
      'noCheckedCandidates',
    );
    expect(await queued()).toBe(0);
  });

  it('answers emailSettingsNotDoneYet when the e-mail settings are missing', async () => {
    await t.db.updateTable('site_settings').set({ host: null, smtpPassword: null }).execute();
    expect(refusal(await send(body([ann.email]))).responseMsg).toBe('emailSettingsNotDoneYet');
    expect(await queued()).toBe(0);
  });

  it('requires a subject and a body', async () => {
    for (const [field, changes] of [
      ['subject', { subject: '  ' }],
      ['body', { body: '' }],
    ] as const) {
      const res = await send(body([ann.email], changes));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues).toEqual([{ path: `body.${field}`, message: 'required' }]);
    }
    expect(await queued()).toBe(0);
  });

  it('refuses the demo admin (its password is public), candidates and anonymous callers', async () => {
    expect(refusal(await send(body([ann.email]), tokens.admin))).toMatchObject({
      status: 'error',
      responseMsg: 'demoOperationNotAllowed',
      message: expect.stringContaining('public demo account'),
    });
    expect((await send(body([ann.email]), ann.token)).statusCode).toBe(403);
    expect((await send(body([ann.email]), tokens.candidate)).statusCode).toBe(403);
    expect((await send(body([ann.email]), null)).statusCode).toBe(401);
    expect(await queued()).toBe(0);
  });

  it('queues 500 recipients without waiting for the mail server, and the outbox drains them', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 500; i++) {
      const email = `bulk-${String(i).padStart(3, '0')}@example.com`;
      await insertCandidate(t.db, email);
      emails.push(email);
    }
    const started = performance.now();
    const res = await send(body(emails));
    const requestMs = performance.now() - started;
    expect(ok(res)).toEqual({ responseMsg: 'emailSentSuccessfully', params: { count: 500 } });
    const rows = await outboxRows(t.db);
    expect(rows).toHaveLength(500);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect(smtp.messages).toEqual([]);

    const drainStarted = performance.now();
    expect(await processOutbox(t.app)).toEqual({ sent: 500, retried: 0, failed: 0 });
    const drainMs = performance.now() - drainStarted;
    expect(new Set(smtp.messages.map(recipientOf))).toEqual(new Set(emails));
    console.log(
      `[${kind}] 500 result e-mails: request ${requestMs.toFixed(0)} ms, outbox drained in ${drainMs.toFixed(0)} ms`,
    );
  }, 120_000);
});
