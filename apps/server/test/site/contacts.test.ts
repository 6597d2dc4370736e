import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_PER_EMAIL, CONTACT_LIMIT_PER_IP } from '../../src/modules/site/contacts/contactRoutes.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { demoTokens } from '../helpers/quizFixtures.js';

interface ContactRow {
  contactId: number;
  name: string;
  email: string;
  message: string;
  dateAdded: string;
}

let ipCounter = 0;
/** Each test sends from its own address, so that the per-IP limit of one test does not touch the next. */
const nextIp = () => `198.51.100.${++ipCounter}`;

describe.each(testDatabases())('contacts on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };

  const send = (payload: object, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/Settings/CreateContacts', payload, remoteAddress });
  const get = (url: string, token: string | null = tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const contacts = async (): Promise<ContactRow[]> => (await get('/api/Settings/GetContacts')).json();
  const valid = (n: number | string) => ({
    name: `Visitor number ${n}`,
    email: `visitor${n}@example.com`,
    message: `Hello, this is message ${n}.`,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a message from an anonymous visitor with its date and IP, and answers contactMessageSent', async () => {
    const before = Date.now();
    const res = await send(
      { name: '  Ada Lovelace ', email: ' Ada@Example.COM ', message: ' I would like a demo. ' },
      '203.0.113.9',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'contactMessageSent' });
    const row = await t.db
      .selectFrom('contact_message')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Lovelace', message: 'I would like a demo.', ip: '203.0.113.9' });
    expect(new Date(row.dateAdded).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'nameEmpty'],
    ['an empty name', { name: '   ' }, 'name', 'nameEmpty'],
    ['a name under 6 characters', { name: 'Bob' }, 'name', 'min6Character'],
    ['a missing e-mail', { email: undefined }, 'email', 'emailEmpty'],
    ['an empty e-mail', { email: '' }, 'email', 'emailEmpty'],
    ['a wrong e-mail', { email: 'not-an-address' }, 'email', 'wrongEmail'],
    ['a missing message', { message: undefined }, 'message', 'messageEmpty'],
    ['an empty message', { message: ' ' }, 'message', 'messageEmpty'],
    ['a message under 10 characters', { message: 'Too short' }, 'message', 'min10Character'],
  ])('refuses %s with the spec message (400)', async (_label, change, field, message) => {
    const payload = { ...valid('invalid'), ...change };
    const res = await send(JSON.parse(JSON.stringify(payload)));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: `body.${field}`, message }]);
  });

  it('stores nothing for an invalid form', async () => {
    await send({ ...valid('never'), message: 'short' });
    expect((await contacts()).some((c) => c.email === 'visitornever@example.com')).toBe(false);
  });

  it(`answers 429 tooManyRequests after ${CONTACT_LIMIT_PER_IP} messages from one address, and stores no more`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_LIMIT_PER_IP; i++) expect((await send(valid(`ip${i}`), ip)).statusCode).toBe(200);
    const refused = await send(valid('ip-over'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseMsg: 'tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contacts()).some((c) => c.email === 'visitorip-over@example.com')).toBe(false);
    // Another address is not affected.
    expect((await send(valid('other-ip'))).statusCode).toBe(200);
  });

  it(`answers 429 after ${CONTACT_LIMIT_PER_EMAIL} messages from one sender, whatever the address`, async () => {
    const same = { name: 'Spammy sender', email: 'Same.Sender@example.com', message: 'Buy my product now!' };
    for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL; i++) expect((await send(same)).statusCode).toBe(200);
    const refused = await send({ ...same, email: 'same.sender@EXAMPLE.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseMsg: 'tooManyRequests' });
  });

  it('lists every message newest first for admins, without the sender IP', async () => {
    const res = await get('/api/Settings/GetContacts');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as ContactRow[];
    const stored = await t.db
      .selectFrom('contact_message')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(stored.n));
    const dates = rows.map((r) => r.dateAdded);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(rows[0]!).sort()).toEqual(['contactId', 'dateAdded', 'email', 'message', 'name']);
    expect(res.body).not.toContain('203.0.113.9');
  });

  it('pages the list with the total count (newest first)', async () => {
    const all = await contacts();
    const first = await get('/api/Settings/GetContactList/1/4');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(all.length);
    expect((first.json().responseMsg as ContactRow[]).map((c) => c.contactId)).toEqual(
      all.slice(0, 4).map((c) => c.contactId),
    );
    const second = await get('/api/Settings/GetContactList/2/4');
    expect((second.json().responseMsg as ContactRow[]).map((c) => c.contactId)).toEqual(
      all.slice(4, 8).map((c) => c.contactId),
    );
    expect((await get('/api/Settings/GetContactList/0/10')).statusCode).toBe(400);
  });

  it('refuses the lists to candidates (403) and anonymous callers (401)', async () => {
    for (const url of ['/api/Settings/GetContacts', '/api/Settings/GetContactList/1/10']) {
      expect((await get(url, tokens.candidate)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  describe('exports', () => {
    const download = (format: string, headers: Record<string, string> = {}, token: string | null = tokens.admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Export/contacts/${format}`,
        headers: { ...(token ? bearer(token) : {}), ...headers },
      });

    it('exports every message as Excel, newest first, with the date cut to 19 characters and T replaced by a space', async () => {
      const res = await download('xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="contacts\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual(['Name', 'E-mail', 'Message', 'Date']);
      const all = await contacts();
      expect(sheet.rowCount).toBe(all.length + 1);
      const newest = all[0]!;
      expect(values(2)).toEqual([
        newest.name,
        newest.email,
        newest.message,
        newest.dateAdded.slice(0, 19).replace('T', ' '),
      ]);
      expect(String(values(2)[3])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('exports a PDF, and a CSV with Bengali headings and every row', async () => {
      const pdf = await download('pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const csv = await download('csv', { 'x-language': 'bn' });
      const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.data[0]).toEqual(['নাম', 'ইমেল', 'বার্তা', 'তারিখ']);
      expect(parsed.data).toHaveLength((await contacts()).length + 1);
    });

    it('refuses exports to candidates (403)', async () => {
      expect((await download('xlsx', {}, tokens.candidate)).statusCode).toBe(403);
    });
  });
});
