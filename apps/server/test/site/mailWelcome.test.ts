import { WELCOME_MAILS_PER_ADDRESS, WELCOME_MAILS_PER_ADMIN } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { sendWelcomeMail } from '../../src/modules/site/mail/mailService.js';
import { clearOutbox, outboxRows, recipientOf } from '../helpers/outboxFixtures.js';
import { api, demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
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

const URL = '/Settings/SendWelcomeMail';

describe.each(testDatabases())('welcome mails on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let tokens: { admin: string; candidate: string };
  let admin: { userId: number; token: string };
  beforeAll(async () => {
    [t, smtp] = await Promise.all([createTestApp(kind), startSmtpServer()]);
    tokens = await demoTokens(t);
    admin = await realAdmin(t, 'welcome-admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await clearOutbox(t.db);
    smtp.messages.length = 0;
    await useSmtpServer(t.db, smtp.port);
    await t.db.updateTable('site_settings').set({ allowWelcomeEmail: 1 }).execute();
  });

  const resend = (toEmail: unknown, token: string | null = admin.token) => api(t, token).post(URL, { toEmail });
  const queuedTo = async () => (await outboxRows(t.db)).map((r) => r.toEmail);
  const incompleteSettings = () => t.db.updateTable('site_settings').set({ smtpPassword: null, port: 0 }).execute();

  describe('on registration', () => {
    it('is queued when allowed and the settings are complete; the registration answers before any SMTP work', async () => {
      const email = 'new-welcome@example.com';
      await registerUser(t.app, { email, fullName: 'Nora New', password: 'nora-pass-123' });
      expect(await queuedTo()).toEqual([email]);
      expect(smtp.messages).toEqual([]);
      expect(await processOutbox(t.app)).toEqual({ sent: 1, retried: 0, failed: 0 });
      const text = mailText(smtp.messages[0]!);
      expect(text).toMatch(/^Subject: Welcome to Assessly$/m);
      expect(text).toContain('Welcome!');
      expect(text).toContain('Nora New');
      expect(text).toContain(`${TEST_PUBLIC_URL}/signIn`);
      for (const secret of ['nora-pass-123', 'smtp-secret-pass', '$argon2']) expect(text).not.toContain(secret);
    });

    it('is not queued when allowWelcomeEmail is off', async () => {
      await t.db.updateTable('site_settings').set({ allowWelcomeEmail: 0 }).execute();
      await registerUser(t.app, { email: 'no-welcome@example.com' });
      expect(await queuedTo()).toEqual([]);
      expect(await processOutbox(t.app)).toEqual({ sent: 0, retried: 0, failed: 0 });
    });

    it('is not queued while the e-mail settings are incomplete, and the registration still succeeds', async () => {
      await incompleteSettings();
      await registerUser(t.app, { email: 'quiet-welcome@example.com' });
      expect(await queuedTo()).toEqual([]);
    });

    it('never throws into the caller, even when the database fails', async () => {
      const warn = vi.fn();
      const broken = {
        db: {
          selectFrom: () => {
            throw new Error('database is down');
          },
        },
        log: { warn },
        config: t.config,
      } as unknown as FastifyInstance;
      await expect(sendWelcomeMail(broken, { email: 'x@example.com', fullName: 'X' })).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe('SendWelcomeMail', () => {
    it('queues the welcome mail of an existing user (any case) and answers emailQueued; the outbox sends it', async () => {
      const email = 'resend-me@example.com';
      await registerUser(t.app, { email, fullName: 'Ravi Resend' });
      await clearOutbox(t.db);
      const res = await resend('Resend-Me@Example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'emailQueued' });
      expect(await queuedTo()).toEqual([email]);
      expect(await processOutbox(t.app)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(recipientOf(smtp.messages[0]!)).toBe(email);
      const text = mailText(smtp.messages[0]!);
      expect(text).toContain('Ravi Resend');
      expect(text).not.toContain('candidate-pass-1');
    });

    it('sends even when allowWelcomeEmail is off: it is an explicit admin action', async () => {
      await t.db.updateTable('site_settings').set({ allowWelcomeEmail: 0 }).execute();
      await registerUser(t.app, { email: 'resend-off@example.com' });
      expect(await queuedTo()).toEqual([]);
      expect((await resend('resend-off@example.com')).json()).toEqual({ responseMsg: 'emailQueued' });
      expect(await queuedTo()).toEqual(['resend-off@example.com']);
    });

    it('answers noUserForEmail for an address without a user, and queues nothing', async () => {
      const res = refusal(await resend('stranger@example.com'));
      expect(res).toMatchObject({ responseMsg: 'noUserForEmail', message: 'There is no user for this email' });
      expect(await queuedTo()).toEqual([]);
    });

    it('answers emailSettingsNotDoneYet while the e-mail settings are incomplete', async () => {
      await incompleteSettings();
      const res = refusal(await resend('welcome-admin@example.com'));
      expect(res).toMatchObject({ responseMsg: 'emailSettingsNotDoneYet', message: 'Email settings not done yet' });
      expect(await queuedTo()).toEqual([]);
    });

    it('refuses the demo admin (its password is public), candidates (403) and anonymous callers (401)', async () => {
      const demo = refusal(await resend('welcome-admin@example.com', tokens.admin));
      expect(demo).toMatchObject({
        status: 'error',
        responseMsg: 'demoOperationNotAllowed',
        message: expect.stringContaining('public demo account'),
      });
      expect((await resend('welcome-admin@example.com', tokens.candidate)).statusCode).toBe(403);
      expect((await resend('welcome-admin@example.com', null)).statusCode).toBe(401);
      expect(await queuedTo()).toEqual([]);
    });

    it('validates the address (400 emailInvalid / required)', async () => {
      for (const [value, message] of [
        ['not-an-email', 'emailInvalid'],
        ['', 'required'],
      ] as const) {
        const res = await resend(value);
        expect(res.statusCode, value).toBe(400);
        expect(res.json().issues).toContainEqual({ path: 'body.toEmail', message });
      }
    });

    it(`lets one address receive ${WELCOME_MAILS_PER_ADDRESS} resends per window, then answers 429`, async () => {
      const email = 'flooded@example.com';
      await registerUser(t.app, { email });
      await clearOutbox(t.db);
      for (let i = 0; i < WELCOME_MAILS_PER_ADDRESS; i++) expect((await resend(email)).statusCode).toBe(200);
      const limited = await resend(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ responseMsg: 'tooManyRequests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await queuedTo()).toEqual(Array(WELCOME_MAILS_PER_ADDRESS).fill(email));
    });

    it(`lets one admin queue ${WELCOME_MAILS_PER_ADMIN} welcome mails per window, then answers 429`, async () => {
      const busy = await realAdmin(t, 'busy-admin@example.com');
      for (let i = 0; i < WELCOME_MAILS_PER_ADMIN; i++) {
        // Unknown addresses count too: the limit is on asking, not on succeeding.
        expect(refusal(await resend(`nobody-${i}@example.com`, busy.token)).responseMsg).toBe('noUserForEmail');
      }
      expect((await resend('busy-admin@example.com', busy.token)).statusCode).toBe(429);
      // Another admin is not held back.
      expect((await resend('busy-admin@example.com')).statusCode).toBe(200);
    });
  });
});
