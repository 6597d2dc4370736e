import { DEMO_ACCOUNTS } from '@assessly/shared';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin, candidate, superAdmin } = DEMO_ACCOUNTS;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.each(testDatabases())('sessions and login history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo', headers });
  const sign = (payload: Record<string, unknown>, subject: string, exp: number, secret = t.jwtSecret) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  describe('401 tokenExpired', () => {
    it('without a token', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'tokenExpired' });
    });

    it('with a garbage token or a non-bearer header', async () => {
      for (const authorization of ['Bearer garbage', 'Bearer a.b.c', 'Basic YWRtaW46YWRtaW4=', 'Bearer ']) {
        const res = await me({ authorization });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json().responseMsg).toBe('tokenExpired');
      }
    });

    it('with a token whose exp is in the past, though its session is open', async () => {
      const token = await t.login(admin.email, admin.password);
      const { sid, sub, role } = decodeJwt(token);
      expect((await me(bearer(token))).statusCode).toBe(200);
      const expired = await sign({ sid, role }, String(sub), Math.floor(Date.now() / 1000) - 60);
      const res = await me(bearer(expired));
      expect(res.statusCode).toBe(401);
      expect(res.json().responseMsg).toBe('tokenExpired');
    });

    it('with a token signed by another key', async () => {
      const token = await t.login(admin.email, admin.password);
      const { sid, sub, role } = decodeJwt(token);
      const forged = await sign({ sid, role }, String(sub), Math.floor(Date.now() / 1000) + 3600, 'x'.repeat(48));
      expect((await me(bearer(forged))).statusCode).toBe(401);
    });

    it('when the session has expired on the server', async () => {
      const token = await t.login(admin.email, admin.password);
      const { sid } = decodeJwt(token);
      expect((await me(bearer(token))).statusCode).toBe(200);
      await t.db
        .updateTable('auth_session')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('sessionId', '=', String(sid))
        .execute();
      expect((await me(bearer(token))).statusCode).toBe(401);
    });

    it('on user-only routes too (CreateLoginHistory, GetSidebarMenu)', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/User/CreateLoginHistory', payload: {} })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/Menu/GetSidebarMenu/2' })).statusCode).toBe(401);
    });
  });

  it('takes the role from the session, not from the token claims', async () => {
    const token = await t.login(candidate.email, candidate.password);
    const { sid, sub } = decodeJwt(token);
    const claimsAdmin = await sign({ sid, role: 1 }, String(sub), Math.floor(Date.now() / 1000) + 3600);
    const res = await t.app.inject({ method: 'GET', url: '/api/Menu/GetSidebarMenu/1', headers: bearer(claimsAdmin) });
    expect(res.statusCode).toBe(403);
    expect(res.json().responseMsg).toBe('noAccess');
  });

  describe('CreateLoginHistory', () => {
    it("records the server's view of the client: IP and the parsed User-Agent, not the body's claims", async () => {
      const token = await t.login(admin.email, admin.password);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/User/CreateLoginHistory',
        headers: { ...bearer(token), 'user-agent': CHROME_ON_WINDOWS },
        remoteAddress: '203.0.113.7',
        payload: {
          userId: 999,
          ip: '10.9.9.9',
          browser: 'Fake',
          browserVersion: '0',
          platform: 'Nope',
          locationInfo: 'Dhaka, Bangladesh',
        },
      });
      expect(res.statusCode).toBe(200);
      const code = res.json().responseMsg;
      expect(code).toEqual(expect.any(String));
      expect(code.length).toBeGreaterThanOrEqual(16);

      const row = await t.db.selectFrom('login_history').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      const adminRow = await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', admin.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        userId: adminRow.userId,
        sessionId: decodeJwt(token).sid,
        ip: '203.0.113.7',
        browser: 'Chrome',
        browserVersion: '120.0.0.0',
        platform: 'Windows 10',
        locationInfo: 'Dhaka, Bangladesh',
        logOutTime: null,
      });
      expect(Date.now() - new Date(row.logInTime).getTime()).toBeLessThan(60_000);
    });

    it('answers the same code when called twice for one session, and a new one for a new session', async () => {
      const token = await t.login(superAdmin.email, superAdmin.password);
      const call = (tok: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/User/CreateLoginHistory',
          headers: { ...bearer(tok), 'user-agent': FIREFOX_ON_LINUX },
          payload: {},
        });
      const first = (await call(token)).json().responseMsg;
      const second = (await call(token)).json().responseMsg;
      expect(second).toBe(first);
      const rows = await t.db
        .selectFrom('login_history')
        .selectAll()
        .where('sessionId', '=', String(decodeJwt(token).sid))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ browser: 'Firefox', browserVersion: '121.0', platform: 'Ubuntu' });

      const other = await t.login(superAdmin.email, superAdmin.password);
      expect((await call(other)).json().responseMsg).not.toBe(first);
    });

    it('records Unknown for a missing User-Agent', async () => {
      const token = await t.login(candidate.email, candidate.password);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/User/CreateLoginHistory',
        headers: { ...bearer(token), 'user-agent': '' },
        payload: {},
      });
      const row = await t.db
        .selectFrom('login_history')
        .selectAll()
        .where('code', '=', res.json().responseMsg)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ browser: 'Unknown', platform: 'Unknown' });
    });
  });

  describe('UpdateLoginHistory/{code}', () => {
    const createHistory = async (token: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/User/CreateLoginHistory', headers: bearer(token), payload: {} })
      ).json().responseMsg as string;
    const logOutTime = async (code: string) =>
      (await t.db.selectFrom('login_history').select('logOutTime').where('code', '=', code).executeTakeFirstOrThrow())
        .logOutTime;

    it('sets logOutTime and revokes the session: the same token then gets 401', async () => {
      const token = await t.login(admin.email, admin.password);
      const code = await createHistory(token);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/User/UpdateLoginHistory/${code}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated' });
      const closedAt = await logOutTime(code);
      expect(closedAt).toEqual(expect.any(String));
      expect(Date.now() - new Date(closedAt!).getTime()).toBeLessThan(60_000);

      const session = await t.db
        .selectFrom('auth_session')
        .selectAll()
        .where('sessionId', '=', String(decodeJwt(token).sid))
        .executeTakeFirstOrThrow();
      expect(session.revokedAt).not.toBeNull();
      const after = await me(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json().responseMsg).toBe('tokenExpired');
      // Other sessions of the same user stay open.
      expect((await me(bearer(await t.login(admin.email, admin.password)))).statusCode).toBe(200);
    });

    it("with someone else's code closes the caller's own entry, never the other user's", async () => {
      const adminToken = await t.login(admin.email, admin.password);
      const adminCode = await createHistory(adminToken);
      const candidateToken = await t.login(candidate.email, candidate.password);
      const candidateCode = await createHistory(candidateToken);
      const otherDeviceCode = await createHistory(await t.login(candidate.email, candidate.password));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/User/UpdateLoginHistory/${adminCode}`,
        headers: bearer(candidateToken),
      });
      expect(res.statusCode).toBe(200);
      expect(await logOutTime(adminCode)).toBeNull();
      // The caller's browse history shows their own sign-out (issue 20 item 23).
      expect(await logOutTime(candidateCode)).toEqual(expect.any(String));
      // Only the session signed out: the caller's sign-in elsewhere stays open.
      expect(await logOutTime(otherDeviceCode)).toBeNull();
      expect((await me(bearer(adminToken))).statusCode).toBe(200);
      // The caller signed themself out.
      expect((await me(bearer(candidateToken))).statusCode).toBe(401);
    });

    it('needs a valid session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/User/UpdateLoginHistory/whatever' });
      expect(res.statusCode).toBe(401);
    });
  });
});
