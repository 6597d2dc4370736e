import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDue, enqueueMail, MAX_ATTEMPTS, purgeSent, renewClaim } from '../../src/mail/outbox.js';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import {
  clearOutbox,
  outboxRows,
  recipientOf,
  startSwitchableSmtp,
  testMails,
  type SwitchableSmtp,
} from '../helpers/outboxFixtures.js';
import { createTestApp, testDatabases, useSmtpServer, type TestApp } from '../helpers/testApp.js';

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const idle = { sent: 0, retried: 0, failed: 0 };

describe.each(testDatabases())('mail outbox on %s', (kind) => {
  let t: TestApp;
  let smtp: SwitchableSmtp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    smtp = await startSwitchableSmtp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await clearOutbox(t.db);
    smtp.messages.length = 0;
    smtp.refusing = false;
    smtp.onMessage = undefined;
    await useSmtpServer(t.db, smtp.port);
  });

  it('stores mails as pending and sends each exactly once', async () => {
    const now = new Date();
    expect(await enqueueMail(t.db, testMails(3, 'basic'), now)).toBe(3);
    expect(await enqueueMail(t.db, [], now)).toBe(0);
    const stored = await outboxRows(t.db);
    expect(stored.map((r) => [r.status, r.attempts, r.nextAttemptAt, r.lockedUntil])).toEqual(
      Array(3).fill(['pending', 0, now.toISOString(), null]),
    );

    expect(await processOutbox(t.app, now)).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(smtp.messages.map(recipientOf).sort()).toEqual([
      'basic-0@example.com',
      'basic-1@example.com',
      'basic-2@example.com',
    ]);
    expect(smtp.messages.find((m) => recipientOf(m) === 'basic-1@example.com')).toMatch(/Subject: Subject basic 1/);
    const sent = await outboxRows(t.db);
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt && r.lockedUntil === null)).toBe(true);

    expect(await processOutbox(t.app, later(now, 10 * MINUTE))).toEqual(idle);
    expect(smtp.messages).toHaveLength(3);
  });

  it('loses nothing while the mail server is down: the mails wait with growing delays, then go out', async () => {
    const down = await startSwitchableSmtp();
    const port = down.port;
    await down.close();
    await useSmtpServer(t.db, port);
    const now = new Date();
    await enqueueMail(t.db, testMails(3, 'outage'), now);

    expect(await processOutbox(t.app, now)).toEqual({ sent: 0, retried: 3, failed: 0 });
    let rows = await outboxRows(t.db);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      // The reason names the failure and keeps the network's words (the Mail log shows both).
      expect(row.lastError).toMatch(/^smtpConnectionFailed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
      const wait = Date.parse(row.nextAttemptAt) - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(MINUTE);
      expect(wait).toBeLessThan(MINUTE + 10_000);
    }
    // Not due again before the delay.
    expect(await processOutbox(t.app, later(now, 30_000))).toEqual(idle);

    // Still down a minute later: the second failure waits two minutes.
    const second = later(now, MINUTE + 5_000);
    expect(await processOutbox(t.app, second)).toEqual({ sent: 0, retried: 3, failed: 0 });
    rows = await outboxRows(t.db);
    for (const row of rows) {
      expect(row.attempts).toBe(2);
      expect(Date.parse(row.nextAttemptAt) - second.getTime()).toBeGreaterThanOrEqual(2 * MINUTE);
    }

    // The server is back on its port: everything goes out.
    const back = await startSwitchableSmtp(port);
    try {
      expect(await processOutbox(t.app, later(second, 2 * MINUTE + 5_000))).toEqual({ sent: 3, retried: 0, failed: 0 });
      expect(back.messages.map(recipientOf).sort()).toEqual([0, 1, 2].map((i) => `outage-${i}@example.com`));
      expect((await outboxRows(t.db)).map((r) => [r.status, r.attempts])).toEqual(Array(3).fill(['sent', 3]));
    } finally {
      await back.close();
    }
  });

  it('retries a refusing server with doubling delays up to an hour, then gives the mail up', async () => {
    smtp.refusing = true;
    const start = new Date();
    await enqueueMail(t.db, testMails(1, 'refused'), start);
    let at = start;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await processOutbox(t.app, at);
      const [row] = await outboxRows(t.db);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(run).toEqual({ sent: 0, retried: 1, failed: 0 });
        delays.push(Math.round((Date.parse(row!.nextAttemptAt) - at.getTime()) / MINUTE));
        at = new Date(Date.parse(row!.nextAttemptAt) + 1);
      } else {
        expect(run).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(row).toMatchObject({ status: 'failed', lastError: 'smtpRejected: 451 Local problem, try again later' });
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    smtp.refusing = false;
    expect(await processOutbox(t.app, later(at, 24 * 60 * MINUTE))).toEqual(idle);
    expect(smtp.messages).toEqual([]);
  });

  it('never sends a mail twice when two workers run at once', async () => {
    await enqueueMail(t.db, testMails(60, 'pair'));
    const [a, b] = await Promise.all([processOutbox(t.app), processOutbox(t.app)]);
    expect(a.sent + b.sent).toBe(60);
    expect(smtp.messages).toHaveLength(60);
    expect(new Set(smtp.messages.map(recipientOf)).size).toBe(60);
    expect((await outboxRows(t.db)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('gives each mail to one claim only, however many claim at once', async () => {
    const now = new Date();
    await enqueueMail(t.db, testMails(100, 'claim'), now);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDue(t.db, now, 30)));
    const first = claims.flat().map((r) => r.id);
    expect(new Set(first).size).toBe(first.length);
    const rest: number[] = [];
    for (let batch = await claimDue(t.db, now, 30); batch.length > 0; batch = await claimDue(t.db, now, 30))
      rest.push(...batch.map((r) => r.id));
    expect(new Set([...first, ...rest]).size).toBe(100);
    expect(first.length + rest.length).toBe(100);
  });

  it('takes over a mail whose worker stopped mid-way once its claim expires; the late worker does not send it', async () => {
    const now = new Date();
    await enqueueMail(t.db, testMails(1, 'stale'), now);
    const [stale] = await claimDue(t.db, now, 10);
    expect(stale).toMatchObject({ status: 'sending' });
    expect(await processOutbox(t.app, later(now, 30_000))).toEqual(idle);
    expect(await processOutbox(t.app, later(now, 61_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    // The first worker wakes up: the mail is no longer its own.
    expect(await renewClaim(t.db, stale!, later(now, 62_000))).toBeNull();
    expect(smtp.messages).toHaveLength(1);
  });

  it('stops after the mails in hand when asked, giving the rest of its batch back untouched', async () => {
    await enqueueMail(t.db, testMails(12, 'stop'));
    const stop = new AbortController();
    smtp.onMessage = () => stop.abort();
    const run = await processOutbox(t.app, new Date(), stop.signal);
    // The mails already being sent when the first arrived finish; no new one starts.
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(run.sent).toBeLessThan(12);
    expect(smtp.messages).toHaveLength(run.sent);
    const rows = await outboxRows(t.db);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(run.sent);
    const waiting = rows.filter((r) => r.status === 'pending' && r.attempts === 0 && r.lockedUntil === null);
    expect(waiting).toHaveLength(12 - run.sent);
    smtp.onMessage = undefined;
    expect(await processOutbox(t.app)).toEqual({ sent: 12 - run.sent, retried: 0, failed: 0 });
    expect(new Set(smtp.messages.map(recipientOf)).size).toBe(12);
  });

  it('keeps a sent mail for the Mail log with its credential links masked', async () => {
    const now = new Date();
    const link = 'https://site.test/resetPassword?token=Secret-Token_123';
    await enqueueMail(
      t.db,
      { to: 'scrub-0@example.com', subject: 'Subject scrub 0', html: `<a href="${link}">${link}</a>`, text: link },
      now,
    );
    await processOutbox(t.app, now);
    const masked = 'https://site.test/resetPassword?token=••••••••';
    expect((await outboxRows(t.db)).map((r) => [r.toEmail, r.subject, r.status, r.html, r.text])).toEqual([
      ['scrub-0@example.com', 'Subject scrub 0', 'sent', `<a href="${masked}">${masked}</a>`, masked],
    ]);
    expect(smtp.messages[0]).toContain('Secret-Token_123');
  });

  it('removes sent and given-up mails after the retention and keeps the waiting ones', async () => {
    const now = new Date();
    await enqueueMail(t.db, testMails(2, 'purge'), now);
    await processOutbox(t.app, now);
    await enqueueMail(t.db, testMails(1, 'gaveup'), now);
    await t.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: MAX_ATTEMPTS })
      .where('toEmail', '=', 'gaveup-0@example.com')
      .execute();
    await enqueueMail(t.db, testMails(1, 'waiting'), now);
    expect(await purgeSent(t.db, later(now, -MINUTE))).toBe(0);
    expect(await purgeSent(t.db, later(now, 60 * MINUTE))).toBe(3);
    expect((await outboxRows(t.db)).map((r) => [r.toEmail, r.status])).toEqual([['waiting-0@example.com', 'pending']]);
  });
});
