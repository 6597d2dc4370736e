import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin, candidate } = DEMO_ACCOUNTS;

describe.each(testDatabases())('passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/User/GetLoginInfo', payload: { email, password } })).statusCode;
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers: bearer(token) });
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/User/ChangeUserPassword', headers: bearer(token), payload });

  describe('PasswordCheck', () => {
    const check = (token: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/PasswordCheck',
        headers: bearer(token),
        payload: { email: candidate.email, password },
      });

    it("answers 200 for the caller's right password and 202 wrongPassword for a wrong one", async () => {
      const token = await t.login(candidate.email, candidate.password);
      const right = await check(token, candidate.password);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ responseMsg: 'ok' });

      const wrong = await check(token, 'definitely-wrong');
      expect(wrong.statusCode).toBe(202);
      expect(wrong.json()).toMatchObject({ status: 'error', responseMsg: 'wrongPassword', message: 'Wrong password!' });
    });

    it("checks the caller's own password, whatever e-mail the body names", async () => {
      const token = await t.login(admin.email, admin.password);
      // The body names the candidate, but the token decides whose password is checked.
      expect((await check(token, candidate.password)).statusCode).toBe(202);
      expect((await check(token, admin.password)).statusCode).toBe(200);
    });

    it('needs a session and a password', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/User/PasswordCheck', payload: { password: 'x' } })).statusCode,
      ).toBe(401);
      const token = await t.login(candidate.email, candidate.password);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/User/PasswordCheck',
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'body.password', message: 'required' });
    });
  });

  describe('ChangeUserPassword', () => {
    it('refuses demo users with 202 demoOperationNotAllowed and keeps their password', async () => {
      for (const account of [candidate, admin]) {
        const token = await t.login(account.email, account.password);
        const res = await change(token, { password: 'a-brand-new-password' });
        expect(res.statusCode).toBe(202);
        expect(res.json().responseMsg).toBe('demoOperationNotAllowed');
        expect(await loginStatus(account.email, account.password)).toBe(200);
        expect(await loginStatus(account.email, 'a-brand-new-password')).toBe(204);
        expect((await me(token)).statusCode).toBe(200);
      }
    });

    it('changes the password of a non-demo user and ends every one of their sessions', async () => {
      const email = 'changer@example.com';
      const { token: registrationToken, userId } = await registerUser(t.app, { email, password: 'old-password-1' });
      const token = await t.login(email, 'old-password-1');
      const before = await t.db
        .selectFrom('app_user')
        .select('passwordHash')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();

      const res = await change(token, { userId, password: 'new-password-2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'passwordChanged' });

      const after = await t.db
        .selectFrom('app_user')
        .select(['passwordHash', 'lastUpdatedBy'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      expect(after.passwordHash).not.toBe(before.passwordHash);
      expect(after.passwordHash).toMatch(/^\$argon2id\$/);
      expect(after.passwordHash).not.toContain('new-password-2');
      expect(after.lastUpdatedBy).toBe(userId);

      for (const old of [token, registrationToken]) {
        const res401 = await me(old);
        expect(res401.statusCode).toBe(401);
        expect(res401.json().responseMsg).toBe('tokenExpired');
      }
      expect(await loginStatus(email, 'new-password-2')).toBe(200);
      expect(await loginStatus(email, 'old-password-1')).toBe(204);
    });

    it('answers 400 min8Character for a short password and keeps the old one', async () => {
      const email = 'shorty@example.com';
      await registerUser(t.app, { email, password: 'long-enough-1' });
      const token = await t.login(email, 'long-enough-1');
      const res = await change(token, { password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        responseMsg: 'validationFailed',
        issues: [{ path: 'body.password', message: 'min8Character' }],
      });
      const empty = await change(token, { password: '' });
      expect(empty.json().issues).toContainEqual({ path: 'body.password', message: 'required' });
      expect(await loginStatus(email, 'long-enough-1')).toBe(200);
      expect((await me(token)).statusCode).toBe(200);
    });

    it("answers 403 noAccess for someone else's userId and changes nothing", async () => {
      const victim = await registerUser(t.app, { email: 'victim@example.com', password: 'victim-pass-1' });
      const attacker = await registerUser(t.app, { email: 'attacker@example.com', password: 'attacker-pass-1' });
      const res = await change(attacker.token, { userId: victim.userId, password: 'pwned-password' });
      expect(res.statusCode).toBe(403);
      expect(res.json().responseMsg).toBe('noAccess');
      expect(await loginStatus('victim@example.com', 'victim-pass-1')).toBe(200);
      expect(await loginStatus('victim@example.com', 'pwned-password')).toBe(204);
      expect(await loginStatus('attacker@example.com', 'attacker-pass-1')).toBe(200);
      expect((await me(attacker.token)).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/User/ChangeUserPassword',
        payload: { password: 'whatever-123' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
