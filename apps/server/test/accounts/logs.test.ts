import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { demoTokens } from '../helpers/quizFixtures.js';

const { admin, candidate } = DEMO_ACCOUNTS;
interface BrowseRow {
  loginHistoryId: number;
  fullName: string;
  email: string;
  logInTime: string;
  logOutTime: string | null;
  ip: string | null;
  browser: string | null;
  browserVersion: string | null;
  platform: string | null;
  locationInfo: string | null;
}
interface AiUsageRow {
  aiUsageId: number;
  id: string;
  object: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  additionalDetail: string | null;
  dateAdded: string;
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(testDatabases())('browsing logs and AI usage log on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let users: { admin: number; candidate: number };

  const get = (url: string, token: string | null = tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const browse = async (page: number, size: number) =>
    (await get(`/api/User/GetBrowseList/${page}/${size}`)).json() as { responseMsg: BrowseRow[]; count: number };
  const usage = async (page: number, size: number) =>
    (await get(`/api/User/GetAiTokenConsumption/${page}/${size}`)).json() as {
      responseMsg: AiUsageRow[];
      count: number;
    };
  const userId = async (email: string) =>
    (await t.db.selectFrom('app_user').select('userId').where('email', '=', email).executeTakeFirstOrThrow()).userId;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    users = { admin: await userId(admin.email), candidate: await userId(candidate.email) };
    // Login sessions at known times (as stored: ISO text), the newest of them still open.
    const base = Date.parse('2025-03-01T08:00:00.000Z');
    await t.db
      .insertInto('login_history')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          code: `test-code-${i}`,
          userId: i % 2 ? users.candidate : users.admin,
          sessionId: `test-session-${i}`,
          logInTime: new Date(base + i * 3_600_000).toISOString(),
          logOutTime: i === 11 ? null : new Date(base + i * 3_600_000 + 1_800_000).toISOString(),
          ip: `192.0.2.${i}`,
          browser: 'Chrome',
          browserVersion: '126.0.0.0',
          platform: 'Linux',
          locationInfo: i === 0 ? null : 'Dhaka, Bangladesh',
        })),
      )
      .execute();
    await t.db
      .insertInto('ai_usage')
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          id: `chatcmpl-${i}`,
          object: 'chat.completion',
          model: i % 2 ? 'gpt-4o-mini' : 'gemini-2.0-flash',
          promptTokens: 100 + i,
          completionTokens: 2000 + i,
          totalTokens: 2100 + 2 * i,
          additionalDetail: i === 0 ? null : `Drafted instructions ${i}`,
          userId: users.admin,
          dateAdded: new Date(Date.parse('2025-04-01T10:00:00.000Z') + i * 60_000).toISOString(),
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a sign-in through the API and shows it first, with the user’s full name and e-mail', async () => {
    const token = await t.login(admin.email, admin.password);
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/User/CreateLoginHistory',
      headers: { ...bearer(token), 'user-agent': CHROME },
      payload: { locationInfo: 'Kolkata, India' },
      remoteAddress: '203.0.113.50',
    });
    expect(rec.statusCode, rec.body).toBe(200);
    const { responseMsg: rows } = await browse(1, 10);
    expect(rows[0]).toMatchObject({
      fullName: expect.any(String),
      email: admin.email,
      logOutTime: null,
      ip: '203.0.113.50',
      browser: 'Chrome',
      locationInfo: 'Kolkata, India',
    });
    expect(rows[0]!.fullName.length).toBeGreaterThan(0);
  });

  it('pages login sessions newest first with the total count, times exactly as stored', async () => {
    const total = Number(
      (await t.db.selectFrom('login_history').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const first = await browse(1, 10);
    expect(first.count).toBe(total);
    expect(first.responseMsg).toHaveLength(10);
    const second = await browse(2, 10);
    expect(second.responseMsg).toHaveLength(total - 10);
    const all = [...first.responseMsg, ...second.responseMsg];
    const times = all.map((r) => r.logInTime);
    expect(times).toEqual([...times].sort().reverse());
    const seeded = all.filter((r) => r.ip?.startsWith('192.0.2.'));
    expect(seeded.map((r) => r.ip)).toEqual(Array.from({ length: 12 }, (_, i) => `192.0.2.${11 - i}`));
    expect(seeded[0]).toEqual({
      loginHistoryId: expect.any(Number),
      fullName: expect.any(String),
      email: candidate.email,
      logInTime: '2025-03-01T19:00:00.000Z',
      logOutTime: null,
      ip: '192.0.2.11',
      browser: 'Chrome',
      browserVersion: '126.0.0.0',
      platform: 'Linux',
      locationInfo: 'Dhaka, Bangladesh',
    });
    expect(seeded[11]).toMatchObject({
      email: admin.email,
      logInTime: '2025-03-01T08:00:00.000Z',
      logOutTime: '2025-03-01T08:30:00.000Z',
      locationInfo: null,
    });
  });

  it('never returns session ids, log codes or password hashes', async () => {
    const res = await get('/api/User/GetBrowseList/1/100');
    expect(res.body).not.toMatch(/test-code-|test-session-|passwordHash|argon2|sessionId|"code"/);
  });

  it('pages the AI usage newest first with numbers as numbers', async () => {
    const first = await usage(1, 10);
    expect(first.count).toBe(13);
    expect(first.responseMsg.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `chatcmpl-${12 - i}`));
    expect(first.responseMsg[0]).toEqual({
      aiUsageId: expect.any(Number),
      id: 'chatcmpl-12',
      object: 'chat.completion',
      model: 'gemini-2.0-flash',
      promptTokens: 112,
      completionTokens: 2012,
      totalTokens: 2124,
      additionalDetail: 'Drafted instructions 12',
      dateAdded: '2025-04-01T10:12:00.000Z',
    });
    const last = await usage(2, 10);
    expect(last.responseMsg.map((r) => r.id)).toEqual(['chatcmpl-2', 'chatcmpl-1', 'chatcmpl-0']);
    expect(last.responseMsg[2]!.additionalDetail).toBeNull();
    expect((await usage(3, 10)).responseMsg).toEqual([]);
  });

  it('refuses bad paging (400), candidates (403) and anonymous callers (401)', async () => {
    for (const path of ['GetBrowseList', 'GetAiTokenConsumption']) {
      expect((await get(`/api/User/${path}/0/10`)).statusCode).toBe(400);
      expect((await get(`/api/User/${path}/1/1000`)).statusCode).toBe(400);
      expect((await get(`/api/User/${path}/1/10`, tokens.candidate)).statusCode).toBe(403);
      expect((await get(`/api/User/${path}/1/10`, null)).statusCode).toBe(401);
    }
  });
});
