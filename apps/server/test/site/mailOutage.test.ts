import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { newCandidate } from '../helpers/examFixtures.js';
import { clearOutbox, outboxRows, recipientOf, startSwitchableSmtp } from '../helpers/outboxFixtures.js';
import { api, createQuiz, realAdmin } from '../helpers/quizFixtures.js';
import { createTestApp, registerUser, testDatabases, useSmtpServer, type TestApp } from '../helpers/testApp.js';

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A port where no SMTP server listens (one was there a moment ago). */
async function deadPort(): Promise<number> {
  const probe = await startSwitchableSmtp();
  await probe.close();
  return probe.port;
}

/** A TCP server that accepts connections and never answers: an SMTP server that hangs. */
async function blackHole(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabases())('mail through SMTP outages on %s', (kind) => {
  let t: TestApp;
  let admin: { userId: number; token: string };
  let candidate: { email: string };
  let quizTopicId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '50' });
    admin = await realAdmin(t, 'outage-admin@example.com');
    candidate = await newCandidate(t, 'outage');
    quizTopicId = await createQuiz(t, admin.token, {
      quizParticipantOptionId: 2,
      participantEmails: 'outage-guest@example.com',
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearOutbox(t.db);
  });

  /** One request of each kind of mail; answers the addresses mailed. */
  async function requestEveryMail(tag: string) {
    const post = (url: string, payload: unknown) => api(t, admin.token).post(url, payload);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/Settings/SendPasswordMail',
      payload: { toEmail: candidate.email },
    });
    expect(forgot.json()).toEqual({ responseMsg: 'pleaseCheckyouremail' });
    const newcomer = `${tag}-newcomer@example.com`;
    await registerUser(t.app, { email: newcomer });
    expect((await post('/Settings/SendWelcomeMail', { toEmail: newcomer })).json()).toEqual({
      responseMsg: 'emailQueued',
    });
    expect(
      (await post('/Settings/SendInvitationMail', [{ quizTopicId, email: 'outage-guest@example.com' }])).json(),
    ).toEqual({ responseMsg: 'emailSentSuccessfully' });
    const result = await post('/Settings/SentEmailToCheckedStudents', {
      subject: 'Results',
      body: 'See you.',
      emails: [{ email: candidate.email }],
    });
    expect(result.json()).toEqual({ responseMsg: 'emailSentSuccessfully', params: { count: 1 } });
    return [candidate.email, newcomer, newcomer, 'outage-guest@example.com', candidate.email];
  }

  it('answers every mail request while the mail server is down, and sends them all once it is back', async () => {
    const port = await deadPort();
    await useSmtpServer(t.db, port);
    const addresses = await requestEveryMail('down');
    let rows = await outboxRows(t.db);
    expect(rows.map((r) => [r.toEmail, r.status, r.attempts])).toEqual(addresses.map((a) => [a, 'pending', 0]));

    const now = new Date();
    expect(await processOutbox(t.app, now)).toEqual({ sent: 0, retried: 5, failed: 0 });
    rows = await outboxRows(t.db);
    expect(
      rows.every(
        (r) => r.status === 'pending' && r.attempts === 1 && r.lastError?.startsWith('smtpConnectionFailed: connect'),
      ),
    ).toBe(true);
    // Nothing is due before the backoff.
    expect(await processOutbox(t.app, later(now, 30_000))).toEqual({ sent: 0, retried: 0, failed: 0 });

    const back = await startSwitchableSmtp(port);
    try {
      expect(await processOutbox(t.app, later(now, 2 * MINUTE))).toEqual({ sent: 5, retried: 0, failed: 0 });
      expect(back.messages.map(recipientOf).sort()).toEqual([...addresses].sort());
      const subjects = back.messages.map((m) => /^Subject: (.+)$/m.exec(m)?.[1]).sort();
      expect(subjects).toEqual(
        [
          'Reset your password',
          'Results',
          'Welcome to Assessly',
          'Welcome to Assessly',
          'You are invited to an assessment',
        ].sort(),
      );
      expect((await outboxRows(t.db)).map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(['sent', 2]));
    } finally {
      await back.close();
    }
  });

  it('never makes a request wait for the mail server: a hanging server is not even contacted', async () => {
    const hole = await blackHole();
    try {
      await useSmtpServer(t.db, hole.port);
      await requestEveryMail('hang');
      expect(hole.connections()).toBe(0);
      expect((await outboxRows(t.db)).every((r) => r.status === 'pending')).toBe(true);
    } finally {
      await hole.close();
    }
  });

  it('sends with the settings of the sending time, not those of the request', async () => {
    const [first, second] = await Promise.all([startSwitchableSmtp(), startSwitchableSmtp()]);
    try {
      await useSmtpServer(t.db, first.port);
      await requestEveryMail('moved');
      // The admin moves the site to another mail server (and renames it) before the worker runs.
      await useSmtpServer(t.db, second.port);
      await t.db.updateTable('site_settings').set({ siteTitle: 'Renamed Site' }).execute();
      expect(await processOutbox(t.app)).toEqual({ sent: 5, retried: 0, failed: 0 });
      expect(first.messages).toEqual([]);
      expect(second.messages).toHaveLength(5);
      expect(second.messages.every((m) => /^From: "?Renamed Site"? </m.test(m))).toBe(true);
    } finally {
      await t.db.updateTable('site_settings').set({ siteTitle: 'Assessly' }).execute();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keeps mails whose settings were removed after queueing, untried, and sends them once the settings are back', async () => {
    const smtp = await startSwitchableSmtp();
    try {
      await useSmtpServer(t.db, smtp.port);
      await requestEveryMail('cleared');
      await t.db.updateTable('site_settings').set({ host: null }).execute();
      const now = new Date();
      // Without a mail server nothing is claimed: the mails wait and keep all their tries, however long.
      expect(await processOutbox(t.app, now)).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(await processOutbox(t.app, later(now, 24 * 60 * MINUTE))).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect((await outboxRows(t.db)).map((r) => [r.status, r.attempts, r.lastError])).toEqual(
        Array(5).fill(['pending', 0, null]),
      );
      await useSmtpServer(t.db, smtp.port);
      expect(await processOutbox(t.app, later(now, 2 * MINUTE))).toEqual({ sent: 5, retried: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(5);
    } finally {
      await smtp.close();
    }
  });
});
