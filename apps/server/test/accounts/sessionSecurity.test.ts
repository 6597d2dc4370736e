import { DEMO_ACCOUNTS, RESET_LINK_TTL_MS } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { CONTACT_LIMIT_PER_EMAIL, CONTACT_LIMIT_PER_IP } from '../../src/modules/site/contacts/contactRoutes.js';
import { standInEnv } from '../helpers/aiFixtures.js';
import { startAiStandIn, type AiStandIn } from '../helpers/aiStandIn.js';
import {
  bearer,
  createTestApp,
  mailText,
  startSmtpServer,
  testDatabases,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

/**
 * Issue 10 "Sessions": a token dies with its TTL, at sign-out and at a password change; a reset link works
 * once and for an hour only; every call that checks a password, mails someone, creates an account or costs
 * money is rate-limited. Signing out on one instance and being refused on another, both on one Redis, is
 * multiInstance.test.ts's.
 */
const SESSION_TTL_HOURS = 0.5;
const PER_EMAIL = 3;
const PER_IP = 10;
const AI_PER_USER = 2;

describe.each(testDatabases())('session security on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let ai: AiStandIn;
  let users = 0;
  beforeAll(async () => {
    [smtp, ai] = await Promise.all([startSmtpServer(), startAiStandIn()]);
    t = await createTestApp(kind, {
      ...standInEnv(ai),
      SESSION_TTL_HOURS: String(SESSION_TTL_HOURS),
      RATE_LIMIT_LOGIN_PER_EMAIL: String(PER_EMAIL),
      RATE_LIMIT_LOGIN_PER_IP: String(PER_IP),
      RATE_LIMIT_AI_PER_USER: String(AI_PER_USER),
    });
    await useSmtpServer(t.db, smtp.port);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), ai?.close()]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Each call from its own client address unless one is given: the per-IP counters of tests stay apart. */
  let addresses = 0;
  const freshIp = () => `10.10.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string, ip = freshIp()) =>
    t.app.inject({ method, url, payload, remoteAddress: ip, headers: token ? bearer(token) : {} });
  const signIn = (email: string, password: string, ip?: string) =>
    call('POST', '/api/User/GetLoginInfo', { email, password }, undefined, ip);
  const tokenOf = async (email: string, password: string) => {
    const res = await signIn(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; expiresAt: string };
  };
  const whoAmI = (token: string) => call('GET', '/api/User/GetCurrentUserInfo', undefined, token);
  /** A registered, non-demo candidate with a password of their own. */
  async function newUser() {
    const email = `session-${++users}@example.test`;
    const password = `Session-pass-${users}-${Math.random().toString(36).slice(2, 8)}`;
    const res = await call('POST', '/api/User/StudentRegistration', { fullName: 'Session Tester', email, password });
    expect(res.statusCode, res.body).toBe(200);
    return { email, password };
  }
  const at = (when: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(when);
  };

  it(`gives tokens the configured lifetime (${SESSION_TTL_HOURS} h) and refuses them after it`, async () => {
    const user = await newUser();
    const before = Date.now();
    const { token, expiresAt } = await tokenOf(user.email, user.password);
    const expires = Date.parse(expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(SESSION_TTL_HOURS * 3_600_000 - 1_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(SESSION_TTL_HOURS * 3_600_000);
    // The token carries the same end (exp, in seconds) as its server-side session.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(claims.exp).toBe(Math.floor(expires / 1000));

    at(expires - 60_000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    at(expires + 1_000);
    const expired = await whoAmI(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().responseMsg).toBe('tokenExpired');
  });

  it('revokes the signed-out session at once, and only that one', async () => {
    const user = await newUser();
    const signedOut = (await tokenOf(user.email, user.password)).token;
    const other = (await tokenOf(user.email, user.password)).token;
    const history = await call('POST', '/api/User/CreateLoginHistory', {}, signedOut);
    expect(history.statusCode, history.body).toBe(200);
    const out = await call('GET', `/api/User/UpdateLoginHistory/${history.json().responseMsg}`, undefined, signedOut);
    expect(out.statusCode, out.body).toBe(200);
    expect((await whoAmI(signedOut)).statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(200);
  });

  it("ends every session of the user at a password change, the other devices' too", async () => {
    const user = await newUser();
    const here = (await tokenOf(user.email, user.password)).token;
    const elsewhere = (await tokenOf(user.email, user.password)).token;
    const changed = await call('PUT', '/api/User/ChangeUserPassword', { password: 'Changed-pass-77' }, here);
    expect(changed.json(), changed.body).toEqual({ responseMsg: 'passwordChanged' });
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
    expect((await whoAmI(here)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(204);
    expect((await signIn(user.email, 'Changed-pass-77')).statusCode).toBe(200);
  });

  describe('password reset links', () => {
    /** Mails a reset link to `email` (through the outbox and the SMTP server) and answers its token. */
    async function resetToken(email: string) {
      const from = smtp.messages.length;
      const res = await call('POST', '/api/Settings/SendPasswordMail', { toEmail: email });
      expect(res.json(), res.body).toEqual({ responseMsg: 'pleaseCheckyouremail' });
      await processOutbox(t.app);
      const mail = mailText(await smtp.waitForMessage((raw) => raw.includes('Subject: Reset your password'), from));
      const token = /\/resetPassword\?token=([\w-]+)/.exec(mail)?.[1];
      expect(token).toBeDefined();
      return token!;
    }
    const reset = (token: string, password: string) => call('POST', '/api/User/ResetPassword', { token, password });

    it('work once: the password changes, every session ends, and a second use is refused', async () => {
      const user = await newUser();
      const session = (await tokenOf(user.email, user.password)).token;
      const token = await resetToken(user.email);
      // The browser opens the link: a page of the web app, whose request line must not keep the token
      // in the log (the secret scan reads the log; the web app is not served in these tests).
      await call('GET', `/resetPassword?token=${token}`);

      expect((await reset(token, 'Reset-pass-123')).json()).toEqual({ responseMsg: 'passwordResetDone' });
      expect((await whoAmI(session)).statusCode).toBe(401);
      expect((await signIn(user.email, 'Reset-pass-123')).statusCode).toBe(200);
      const again = await reset(token, 'Reset-pass-456');
      expect(again.statusCode).toBe(202);
      expect(again.json().responseMsg).toBe('invalidResetLink');
      expect((await signIn(user.email, 'Reset-pass-456')).statusCode).toBe(204);
    });

    it('expire after an hour', async () => {
      const user = await newUser();
      const token = await resetToken(user.email);
      at(Date.now() + RESET_LINK_TTL_MS + 1_000);
      expect((await reset(token, 'Late-pass-123')).json().responseMsg).toBe('invalidResetLink');
      vi.useRealTimers();
      // The same link, back within its hour, still works: the refusal was the clock's.
      expect((await reset(token, 'Late-pass-123')).json().responseMsg).toBe('passwordResetDone');
    });
  });

  describe('rate limits (429 tooManyRequests with Retry-After)', () => {
    /** `limit` calls pass (whatever they answer), the next one is refused with 429 and a Retry-After. */
    async function expectLimitAfter(limit: number, send: (i: number) => Promise<LightMyRequestResponse>) {
      for (let i = 0; i < limit; i++) {
        const res = await send(i);
        expect(res.statusCode, `call ${i + 1}: ${res.body}`).not.toBe(429);
      }
      const refused = await send(limit);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().responseMsg).toBe('tooManyRequests');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(t.config.RATE_LIMIT_WINDOW_SECONDS);
      return refused;
    }

    it(`sign-in: ${PER_EMAIL} failures per e-mail from one address, then even the right password is refused`, async () => {
      const user = await newUser();
      const ip = freshIp();
      await expectLimitAfter(PER_EMAIL, (i) =>
        signIn(user.email, i < PER_EMAIL ? 'Wrong-pass-000' : user.password, ip),
      );
      // Other addresses are not refused (signInThrottle.test.ts: the owner is never locked out).
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });

    it(`sign-in: ${PER_IP} attempts per client address, whatever the e-mail`, async () => {
      const ip = freshIp();
      await expectLimitAfter(PER_IP, (i) => signIn(`nobody-${i}@example.test`, 'Wrong-pass-000', ip));
    });

    it('password reset: the mail per address and per client, the reset and the account lookup per client', async () => {
      const user = await newUser();
      const mail = (toEmail: string, ip?: string) =>
        call('POST', '/api/Settings/SendPasswordMail', { toEmail }, undefined, ip);
      await expectLimitAfter(5, () => mail(user.email));
      const ip = freshIp();
      await expectLimitAfter(PER_EMAIL, (i) => mail(`other-${i}@example.test`, ip));
      const resetIp = freshIp();
      await expectLimitAfter(PER_EMAIL * 3, () =>
        call(
          'POST',
          '/api/User/ResetPassword',
          { token: 'x'.repeat(43), password: 'Guess-pass-1' },
          undefined,
          resetIp,
        ),
      );
      const lookupIp = freshIp();
      await expectLimitAfter(PER_EMAIL * 3, (i) =>
        call('GET', `/api/User/GetUserInfoForForgetPassword/who-${i}@example.test`, undefined, undefined, lookupIp),
      );
    });

    it('registration, per client address', async () => {
      const ip = freshIp();
      await expectLimitAfter(PER_EMAIL * 3, (i) =>
        call(
          'POST',
          '/api/User/StudentRegistration',
          { fullName: 'Many Accounts', email: `many-${i}@example.test`, password: 'Many-pass-123' },
          undefined,
          ip,
        ),
      );
    });

    it('the contact form, per client address and per sender', async () => {
      const form = (email: string) => ({ name: 'Curious Visitor', email, message: 'How much is a plan?' });
      const ip = freshIp();
      await expectLimitAfter(CONTACT_LIMIT_PER_IP, (i) =>
        call('POST', '/api/Settings/CreateContacts', form(`visitor-${i}@example.test`), undefined, ip),
      );
      await expectLimitAfter(CONTACT_LIMIT_PER_EMAIL, () =>
        call('POST', '/api/Settings/CreateContacts', form('chatty@example.test')),
      );
    });

    it(`AI calls, ${AI_PER_USER} per admin, counted before the provider is asked`, async () => {
      const admin = (await tokenOf(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
      const generate = (i: number) =>
        call(
          'POST',
          i % 2 ? '/api/Quiz/GenerateGeminiText' : '/api/Quiz/GenerateOpenAiText',
          { textInstruction: `Line ${i}` },
          admin,
        );
      ai.requests.length = 0;
      await expectLimitAfter(AI_PER_USER, generate);
      expect(ai.requests).toHaveLength(AI_PER_USER);
    });
  });
});
