import { DEMO_ACCOUNTS } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { demoTokens } from '../helpers/quizFixtures.js';

const { admin } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface FaqRow {
  faqId: number;
  title: string;
  description: string;
  addedBy: number | null;
  lastUpdatedBy: number | null;
  dateAdded: string;
}

describe.each(testDatabases())('FAQ on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const list = async (token = tokens.admin): Promise<FaqRow[]> =>
    (await call('GET', '/api/Settings/GetFaqList', undefined, token)).json();
  const create = (payload: object, token = tokens.admin) => call('POST', '/api/Settings/CreateFaq', payload, token);
  const update = (payload: object, token = tokens.admin) => call('PUT', '/api/Settings/UpdateFaq', payload, token);
  async function created(title: string, description = `About ${title}`): Promise<number> {
    const res = await create({ title, description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().faqId;
  }
  const expectDuplicate = (res: { statusCode: number; json(): any }) => {
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'duplicateFaq', message: 'Duplicate FAQ!' });
  };
  const setAllowFaq = (on: boolean) =>
    t.db
      .updateTable('site_settings')
      .set({ allowFaq: on ? 1 : 0 })
      .where('siteSettingsId', '=', 1)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    adminId = (
      await t.db.selectFrom('app_user').select('userId').where('email', '=', admin.email).executeTakeFirstOrThrow()
    ).userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an entry with trimmed text; addedBy comes from the token, never from the body', async () => {
    const res = await create({
      title: '  How do I start an exam? ',
      description: ' Open the dashboard. ',
      addedBy: 999_999,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved', faqId: expect.any(Number) });
    const row = (await list()).find((f) => f.faqId === res.json().faqId);
    expect(row).toEqual({
      faqId: res.json().faqId,
      title: 'How do I start an exam?',
      description: 'Open the dashboard.',
      addedBy: adminId,
      lastUpdatedBy: null,
      dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = await t.db
      .selectFrom('faq')
      .select('titleKey')
      .where('faqId', '=', res.json().faqId)
      .executeTakeFirstOrThrow();
    expect(stored.titleKey).toBe('how do i start an exam?');
  });

  it("refuses a title that exists already, ignoring case and spaces: 'Duplicate FAQ!'", async () => {
    await created('Can I pause a test?');
    for (const title of ['can i pause a test?', '  CAN I   PAUSE a Test? '])
      expectDuplicate(await create({ title, description: 'x' }));
    expect((await list()).filter((f) => f.title.toLowerCase() === 'can i pause a test?')).toHaveLength(1);
  });

  it('lets only one of several simultaneous saves of the same title through, the others get the duplicate message (no 500)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create({ title: i % 2 ? 'Race title' : 'RACE  title', description: 'same' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 202, 202, 202, 202, 202]);
    for (const a of answers.filter((x) => x.statusCode === 202)) expectDuplicate(a);
  });

  it('requires a title and a description (400 with the field and the required message)', async () => {
    const noTitle = await create({ description: 'An answer' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().issues).toEqual([{ path: 'body.title', message: 'required' }]);
    const blank = await create({ title: 'Some title', description: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([{ path: 'body.description', message: 'required' }]);
    const tooLong = await create({ title: 'x'.repeat(301), description: 'ok' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([{ path: 'body.title', message: 'tooLong' }]);
  });

  it('updates an entry (lastUpdatedBy from the token), allows a change of case of its own title, refuses another entry’s title', async () => {
    const id = await created('What is a billing plan?');
    await created('Who sees my results?');
    const res = await update({
      faqId: id,
      title: 'WHAT is a billing plan?',
      description: 'Limits.',
      lastUpdatedBy: 42,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated', faqId: id });
    expect((await list()).find((f) => f.faqId === id)).toMatchObject({
      title: 'WHAT is a billing plan?',
      description: 'Limits.',
      lastUpdatedBy: adminId,
    });
    expectDuplicate(await update({ faqId: id, title: 'who sees my results?', description: 'x' }));
    expect((await list()).find((f) => f.faqId === id)?.title).toBe('WHAT is a billing plan?');
    expect((await update({ faqId: 987_654, title: 'Nowhere', description: 'x' })).statusCode).toBe(404);
    expect((await update({ title: 'No id', description: 'x' })).statusCode).toBe(400);
  });

  it('deletes an entry, then answers 404 for it', async () => {
    const id = await created('Delete me please');
    const res = await call('DELETE', `/api/Settings/DeleteFaq/${id}`);
    expect(res.json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect((await list()).some((f) => f.faqId === id)).toBe(false);
    expect((await call('DELETE', `/api/Settings/DeleteFaq/${id}`)).statusCode).toBe(404);
  });

  it('lets candidates read the list while allowFaq is on, in the order it was written', async () => {
    await setAllowFaq(true);
    const res = await call('GET', '/api/Settings/GetFaqList', undefined, tokens.candidate);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as FaqRow[]).map((f) => f.faqId);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers 403 noAccess to candidates when allowFaq is off, while admins still read it', async () => {
    await setAllowFaq(false);
    try {
      const refused = await call('GET', '/api/Settings/GetFaqList', undefined, tokens.candidate);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ responseMsg: 'noAccess' });
      const adminRes = await call('GET', '/api/Settings/GetFaqList');
      expect(adminRes.statusCode).toBe(200);
      expect((adminRes.json() as FaqRow[]).length).toBeGreaterThan(0);
    } finally {
      await setAllowFaq(true);
    }
  });

  it('refuses writes to candidates (403) and every call to anonymous callers (401)', async () => {
    const id = await created('Only admins write');
    expect((await create({ title: 'From a candidate', description: 'x' }, tokens.candidate)).statusCode).toBe(403);
    expect((await update({ faqId: id, title: 'Changed', description: 'x' }, tokens.candidate)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Settings/DeleteFaq/${id}`, undefined, tokens.candidate)).statusCode).toBe(403);
    expect((await call('GET', '/api/Settings/GetFaqList', undefined, null)).statusCode).toBe(401);
    expect((await create({ title: 'Anonymous', description: 'x' }, null as unknown as string)).statusCode).toBe(401);
    expect((await list()).some((f) => f.title === 'From a candidate' || f.title === 'Anonymous')).toBe(false);
    expect((await list()).find((f) => f.faqId === id)?.title).toBe('Only admins write');
  });

  describe('exports', () => {
    const download = (format: string, headers: Record<string, string> = {}, token: string | null = tokens.admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Export/faq/${format}`,
        headers: { ...(token ? bearer(token) : {}), ...headers },
      });

    it('exports every entry as Excel with translated headings and the date cut to 10 characters', async () => {
      await created('=SUM(A1:A2)', '+ formula injection attempt');
      const res = await download('xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="faq\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual(['Title', 'Description', 'Added on']);
      const all = await list();
      expect(sheet.rowCount).toBe(all.length + 1);
      expect(values(2)).toEqual([all[0]!.title, all[0]!.description, all[0]!.dateAdded.slice(0, 10)]);
      const injected = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)).find((r) =>
        String(r[0]).includes('SUM'),
      )!;
      expect(String(injected[0]).startsWith('=')).toBe(false);
      expect(String(injected[1]).startsWith('+')).toBe(false);
    });

    it('exports a PDF and a CSV with Spanish headings when asked in Spanish', async () => {
      const pdf = await download('pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const csv = await download('csv', { 'x-language': 'es' });
      expect(csv.statusCode).toBe(200);
      const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.data[0]).toEqual(['Título', 'Descripción', 'Añadida el']);
      expect(parsed.data).toHaveLength((await list()).length + 1);
    });

    it('refuses exports to candidates (403) and anonymous callers (401)', async () => {
      expect((await download('xlsx', {}, tokens.candidate)).statusCode).toBe(403);
      expect((await download('pdf', {}, null)).statusCode).toBe(401);
    });
  });
});
