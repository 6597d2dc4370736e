import { DEMO_ACCOUNTS, type PaymentRow } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

type Page = { responseMsg: PaymentRow[]; count: number };
let serial = 0;
const uniqueEmail = () => `payer${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe.each(testDatabases())('payments on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;
  let plans: Record<string, number>;
  const as = (token: string | null) => api(t, token);
  const page = async (n: number, size: number) =>
    ok<Page>(await as(tokens.admin).get(`/Settings/GetBillingPaymentList/${n}/${size}`));
  const record = async (userEmail: string, title: string, changes: Record<string, unknown> = {}) =>
    as(tokens.admin).post('/Settings/CreatePayment', {
      userEmail,
      billingPlanId: plans[title],
      paymentMode: 'Offline',
      transactionDetail: 'Bank transfer 2024-118',
      ...changes,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    const rows = await t.db.selectFrom('billing_plan').select(['billingPlanId', 'title']).execute();
    plans = Object.fromEntries(rows.map((r) => [r.title, r.billingPlanId]));
    const admin = await t.db
      .selectFrom('app_user')
      .select('userId')
      .where('email', '=', DEMO_ACCOUNTS.admin.email)
      .executeTakeFirstOrThrow();
    adminId = admin.userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the demo candidate's seeded payment, for admins only", async () => {
    const { responseMsg, count } = await page(1, 10);
    expect(count).toBeGreaterThanOrEqual(1);
    const demo = responseMsg.find((p) => p.userEmail === DEMO_ACCOUNTS.candidate.email);
    expect(demo).toMatchObject({ title: 'Free', price: 0, paymentMode: 'N/A', interval: 'Monthly' });
    expect(JSON.stringify(responseMsg)).not.toMatch(/password|hash/i);
    expect((await as(tokens.candidate).get('/Settings/GetBillingPaymentList/1/10')).statusCode).toBe(403);
    expect((await as(null).get('/Settings/GetBillingPaymentList/1/10')).statusCode).toBe(401);
    expect((await as(tokens.admin).get('/Settings/GetBillingPaymentList/0/10')).statusCode).toBe(400);
    expect((await as(tokens.admin).get('/Settings/GetBillingPaymentList/1/500')).statusCode).toBe(400);
  });

  it("records an admin's Offline payment as a new plan cycle of the plan, with its limits, from today", async () => {
    const email = uniqueEmail();
    const { userId, token } = await registerUser(t.app, { email });
    const before = Date.now();
    const res = await record(email, 'Professional', { addedBy: 12345 });
    const answer = ok<{ responseMsg: string; paymentId: number }>(res);
    expect(answer.responseMsg).toBe('successfullySaved');
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('paymentId', '=', answer.paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId,
      userEmail: email,
      billingPlanId: plans.Professional,
      title: 'Professional',
      price: 19,
      paymentMode: 'Offline',
      interval: 'Monthly',
      assessmentCount: 25,
      responseAllAssessmentCount: 1000,
      responsePerAssessmentCount: 200,
      questionPerAssessmentCount: 100,
      transactionDetail: 'Bank transfer 2024-118',
      stripeSessionId: null,
      // Who recorded it comes from the token, not from the body.
      addedBy: adminId,
    });
    const start = new Date(row.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(row.endDate).toBe(end.toISOString());
    // The user's own info now names the plan.
    const info = ok(await as(token).get(`/User/GetSingleUser/${userId}`));
    expect(info).toMatchObject({ planName: 'Professional', paymentId: answer.paymentId, isPlanExpired: 'false' });
  });

  it('refuses Online (set by the checkout only), an unknown e-mail, an unknown plan and non-admins', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const online = await record(email, 'Professional', { paymentMode: 'Online' });
    expect(online.statusCode).toBe(202);
    expect(online.json()).toMatchObject({ responseMsg: 'onlinePaymentnotallowed' });
    const nobody = await record('nobody-here@example.com', 'Professional');
    expect(nobody.statusCode).toBe(202);
    expect(nobody.json()).toMatchObject({ responseMsg: 'noUserForEmail' });
    expect((await record(email, 'Professional', { billingPlanId: 99999 })).statusCode).toBe(404);
    const missingMode = await record(email, 'Professional', { paymentMode: undefined });
    expect(missingMode.statusCode).toBe(400);
    expect(missingMode.json().issues).toContainEqual({ path: 'body.paymentMode', message: 'required' });
    for (const token of [tokens.candidate, null]) {
      const res = await as(token).post('/Settings/CreatePayment', {
        userEmail: email,
        billingPlanId: plans.Professional,
        paymentMode: 'Offline',
      });
      expect(res.statusCode).toBe(token ? 403 : 401);
    }
    const rows = await t.db.selectFrom('payment').select('paymentId').where('userEmail', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('pages the payments newest first with the total count', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) {
      await registerUser(t.app, { email });
      ok(await record(email, 'Enterprise', { paymentMode: 'N/A', transactionDetail: null }));
    }
    const total = await t.db.selectFrom('payment').select('paymentId').execute();
    const first = await page(1, 2);
    expect(first.count).toBe(total.length);
    expect(first.responseMsg.map((p) => p.userEmail)).toEqual([emails[2], emails[1]]);
    expect(first.responseMsg[0]).toMatchObject({ title: 'Enterprise', interval: 'Yearly', transactionDetail: null });
    const second = await page(2, 2);
    expect(second.responseMsg[0]!.userEmail).toBe(emails[0]);
    const ids = [...first.responseMsg, ...second.responseMsg].map((p) => p.paymentId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await page(Math.ceil(total.length / 2) + 1, 2);
    expect(last).toEqual({ responseMsg: [], count: total.length });
  });

  it('exports every payment: a landscape PDF, an Excel sheet with dates cut to 10 characters, a CSV', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    ok(await record(email, 'Professional', { transactionDetail: '=HYPERLINK("http://evil")' }));
    const count = (await t.db.selectFrom('payment').select('paymentId').execute()).length;

    const pdf = await as(tokens.admin).get('/Export/payments/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    for (const p of doc.getPages()) {
      const { width, height } = p.getMediaBox();
      expect(width).toBeGreaterThan(height);
    }

    const xlsx = await as(tokens.admin).get('/Export/payments/xlsx');
    expect(xlsx.headers['content-disposition']).toContain('payments.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'User e-mail',
      'Plan',
      'Price (USD)',
      'Payment mode',
      'Interval',
      'Start',
      'End',
      'Transaction detail',
      'Date',
    ]);
    expect(sheet.rowCount - 1).toBe(count);
    const newest = values(2);
    expect(newest.slice(0, 5)).toEqual([email, 'Professional', 19, 'Offline', 'Monthly']);
    for (const date of [newest[5], newest[6], newest[8]]) expect(String(date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A formula typed into a payment's detail stays text.
    expect(typeof newest[7]).toBe('string');
    expect(String(newest[7]).startsWith('=')).toBe(false);

    const csv = await as(tokens.admin).get('/Export/payments/csv');
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(count + 1);
    expect(parsed.data[1]![0]).toBe(email);

    // The headings follow the caller's language.
    const italian = await t.app.inject({
      method: 'GET',
      url: '/api/Export/payments/csv',
      headers: { authorization: `Bearer ${tokens.admin}`, 'x-language': 'it' },
    });
    expect(italian.body).toContain('E-mail utente');
    for (const token of [tokens.candidate, null])
      expect((await as(token).get('/Export/payments/pdf')).statusCode).toBe(token ? 403 : 401);
  });
});
