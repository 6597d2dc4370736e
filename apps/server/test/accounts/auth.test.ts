import { DEMO_ACCOUNTS, ROLE, userInfoSchema } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin, candidate, superAdmin } = DEMO_ACCOUNTS;
const LIMIT = 3;

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

describe.each(testDatabases())('GetLoginInfo on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: String(LIMIT) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginReq = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/User/GetLoginInfo',
      payload: payload as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers 200 with a token and the user info of the spec, and never a password or its hash', async () => {
    const res = await loginReq({ email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'obj', 'token']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(Object.keys(body.obj).sort()).toEqual(Object.keys(userInfoSchema.shape).sort());
    expect(body.obj).toMatchObject({
      email: admin.email,
      fullName: admin.fullName,
      userRoleId: ROLE.Admin,
      roleName: 'Admin',
      displayName: 'Admin',
      isDemo: true,
      planName: null,
      isPlanExpired: 'false',
    });
    expect(allKeys(body).filter((k) => /password/i.test(k))).toEqual([]);
    expect(res.body).not.toContain(admin.password);
    expect(res.body).not.toContain('$argon2');

    const me = await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.obj);
  });

  it('gives the plan of the latest payment and says whether it has expired', async () => {
    const first = (await loginReq({ email: candidate.email, password: candidate.password })).json();
    expect(first.obj).toMatchObject({
      userRoleId: ROLE.Student,
      displayName: 'Candidate',
      planName: 'Free',
      isPlanExpired: 'false',
      assessmentCount: 3,
    });
    expect(first.obj.paymentId).toEqual(expect.any(Number));

    await t.db
      .updateTable('payment')
      .set({ endDate: '2000-01-01T00:00:00.000Z' })
      .where('userId', '=', first.obj.userId)
      .execute();
    const expired = (await loginReq({ email: candidate.email, password: candidate.password })).json();
    expect(expired.obj).toMatchObject({
      planName: 'Free',
      isPlanExpired: 'true',
      planExpiryDate: '2000-01-01T00:00:00.000Z',
    });
  });

  it('signs in a SuperAdmin with role 3', async () => {
    const res = await loginReq({ email: superAdmin.email, password: superAdmin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().obj).toMatchObject({ userRoleId: ROLE.SuperAdmin, roleName: 'SuperAdmin' });
  });

  it('answers 204 with an empty body on a wrong password and on an unknown e-mail', async () => {
    const wrong = await loginReq({ email: superAdmin.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(204);
    expect(wrong.body).toBe('');
    const unknown = await loginReq({ email: 'nobody@example.com', password: admin.password });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
  });

  it('ignores case and surrounding spaces in the e-mail', async () => {
    const res = await loginReq({ email: `  ${admin.email.toUpperCase()}  `, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().obj.email).toBe(admin.email);
  });

  it('answers 400 with every field issue for bad bodies', async () => {
    const bad = await loginReq({ email: 'not-an-email', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', responseMsg: 'validationFailed' });
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'emailInvalid' },
        { path: 'body.password', message: 'required' },
      ]),
    );

    const empty = await loginReq({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'required' },
        { path: 'body.password', message: 'required' },
      ]),
    );

    const blank = await loginReq({ email: '   ', password: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'body.email', message: 'required' });
  });

  it('answers 400 (not 500) for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/GetLoginInfo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMsg).toBe('validationFailed');
  });

  it('translates the message of an error to the language asked for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/GetLoginInfo',
      headers: { 'x-language': 'es' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Algunos campos no son válidos; revisa el formulario');
  });

  describe('rate limit per e-mail and client address', () => {
    it(`refuses an address with 429 and Retry-After after ${LIMIT} failures, the right password too`, async () => {
      const email = admin.email;
      const guesser = '198.51.100.7';
      for (let i = 0; i < LIMIT; i++) {
        const res = await loginReq({ email, password: `wrong-${i}` }, guesser);
        expect(res.statusCode).toBe(204);
      }
      const blocked = await loginReq({ email: email.toUpperCase(), password: 'wrong-again' }, guesser);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 'error', responseMsg: 'tooManyRequests' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(t.config.RATE_LIMIT_WINDOW_SECONDS);
      expect(blocked.json().params).toEqual({ seconds: retryAfter });
      expect(blocked.json().message).toContain(String(retryAfter));

      // The refused address must not tell a right guess from a wrong one.
      const right = await loginReq({ email, password: admin.password }, guesser);
      expect(right.statusCode).toBe(429);

      // The owner is not locked out from another address, and other e-mails are not affected.
      expect((await loginReq({ email, password: admin.password }, '203.0.113.9')).statusCode).toBe(200);
      expect((await loginReq({ email: superAdmin.email, password: superAdmin.password }, guesser)).statusCode).toBe(
        200,
      );
    });

    it('resets the count of an e-mail on a successful sign-in', async () => {
      const email = candidate.email;
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < LIMIT - 1; i++) {
          expect((await loginReq({ email, password: `wrong-${round}-${i}` })).statusCode).toBe(204);
        }
        expect((await loginReq({ email, password: candidate.password })).statusCode).toBe(200);
      }
    });
  });
});
