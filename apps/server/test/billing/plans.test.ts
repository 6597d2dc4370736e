import { DEMO_ACCOUNTS, type PlanAdminRow } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

let serial = 0;
/** A valid plan body with a title and a price no other plan of the file has. */
const planBody = (changes: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    title: `Plan ${serial} ${Math.random().toString(36).slice(2, 7)}`,
    interval: 'Monthly',
    price: 1000 + serial + Math.round(Math.random() * 1000) * 10,
    assessmentCount: 5,
    responseAllAssessmentCount: 100,
    responsePerAssessmentCount: 10,
    questionPerAssessmentCount: 30,
    additionalText: 'For small teams',
    ...changes,
  };
};

describe.each(testDatabases())('billing plans on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;
  const as = (token: string | null) => api(t, token);
  const list = async () => ok<PlanAdminRow[]>(await as(tokens.admin).get('/Settings/GetPlanAdminList'));
  const planRow = (billingPlanId: number) =>
    t.db.selectFrom('billing_plan').selectAll().where('billingPlanId', '=', billingPlanId).executeTakeFirst();
  const create = async (changes: Record<string, unknown> = {}) => {
    const body = planBody(changes);
    const res = await as(tokens.admin).post('/Settings/CreatePlan', body);
    const answer = ok<{ responseMsg: string; billingPlanId: number }>(res);
    expect(answer.responseMsg).toBe('successfullySaved');
    return { ...body, billingPlanId: answer.billingPlanId };
  };
  const refusal = (res: { statusCode: number; json: () => any }, code: string) => {
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'error', responseMsg: code });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
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

  it('lists every plan cheapest first with the users who hold it, for admins only', async () => {
    const rows = await list();
    expect(rows.map((r) => r.title).slice(0, 3)).toEqual(['Free', 'Professional', 'Enterprise']);
    const prices = rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The demo candidate's Free cycle.
    expect(rows.find((r) => r.title === 'Free')).toMatchObject({ interval: 'Monthly', price: 0, usersCount: 1 });
    expect(rows.find((r) => r.title === 'Enterprise')).toMatchObject({
      interval: 'Yearly',
      assessmentCount: 500,
      responseAllAssessmentCount: 50000,
      responsePerAssessmentCount: 5000,
      questionPerAssessmentCount: 500,
      usersCount: 0,
    });
    expect((await as(tokens.candidate).get('/Settings/GetPlanAdminList')).statusCode).toBe(403);
    expect((await as(null).get('/Settings/GetPlanAdminList')).statusCode).toBe(401);
  });

  it('creates a plan with a trimmed title, the admin of the token as author, and lists it', async () => {
    const body = planBody({ title: '   Team Plus  ', lastUpdatedBy: 99999, interval: 'Yearly' });
    const res = await as(tokens.admin).post('/Settings/CreatePlan', body);
    const { billingPlanId, responseMsg } = ok(res);
    expect(responseMsg).toBe('successfullySaved');
    expect(await planRow(billingPlanId)).toMatchObject({
      title: 'Team Plus',
      interval: 'Yearly',
      price: body.price,
      assessmentCount: 5,
      responseAllAssessmentCount: 100,
      responsePerAssessmentCount: 10,
      questionPerAssessmentCount: 30,
      additionalText: 'For small teams',
      addedBy: adminId,
    });
    expect((await list()).find((r) => r.billingPlanId === billingPlanId)).toMatchObject({
      title: 'Team Plus',
      usersCount: 0,
    });
  });

  it('keeps a price to the cent and defaults an empty price to 0', async () => {
    const cents = await create({ price: '12.345' });
    expect((await planRow(cents.billingPlanId))?.price).toBe(12.35);
    // 0 belongs to the seeded Free plan: move it away for a moment so the default can be stored.
    const free = await t.db
      .selectFrom('billing_plan')
      .selectAll()
      .where('title', '=', 'Free')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('billing_plan')
      .set({ price: 0.5 })
      .where('billingPlanId', '=', free.billingPlanId)
      .execute();
    try {
      const empty = await create({ price: '' });
      expect((await planRow(empty.billingPlanId))?.price).toBe(0);
      ok(await as(tokens.admin).delete(`/Settings/DeletePlan/${empty.billingPlanId}`));
      const missing = await create({ price: undefined });
      expect((await planRow(missing.billingPlanId))?.price).toBe(0);
      ok(await as(tokens.admin).delete(`/Settings/DeletePlan/${missing.billingPlanId}`));
    } finally {
      await t.db
        .updateTable('billing_plan')
        .set({ price: 0 })
        .where('billingPlanId', '=', free.billingPlanId)
        .execute();
    }
    // With the Free plan back at 0, an empty price is the Free plan's price.
    refusal(await as(tokens.admin).post('/Settings/CreatePlan', planBody({ price: '' })), 'duplicatePrice');
  });

  it.each([
    ['a missing title', { title: undefined }, 'title', 'required'],
    ['a blank title', { title: '   ' }, 'title', 'required'],
    ['an unknown interval', { interval: 'Weekly' }, 'interval', 'required'],
    ['a negative price', { price: -5 }, 'price', 'positiveNumber'],
    ['an assessment count of 0', { assessmentCount: 0 }, 'assessmentCount', 'numberRule'],
    ['a negative response count', { responseAllAssessmentCount: -3 }, 'responseAllAssessmentCount', 'numberRule'],
    ['a fractional count', { responsePerAssessmentCount: 2.5 }, 'responsePerAssessmentCount', 'numberRule'],
    ['an empty question count', { questionPerAssessmentCount: '' }, 'questionPerAssessmentCount', 'required'],
    ['a missing additional text', { additionalText: undefined }, 'additionalText', 'required'],
    ['a blank additional text', { additionalText: '  ' }, 'additionalText', 'required'],
  ])('refuses %s with the spec message (400)', async (_label, change, field, message) => {
    const body = JSON.parse(JSON.stringify(planBody(change)));
    const res = await as(tokens.admin).post('/Settings/CreatePlan', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path: `body.${field}`, message });
    const update = await as(tokens.admin).put('/Settings/UpdatePlan', { ...body, billingPlanId: 1 });
    expect(update.statusCode).toBe(400);
    expect(update.json().issues).toContainEqual({ path: `body.${field}`, message });
  });

  it("refuses a title another plan has, ignoring case and spaces ('Duplicate Title!'), and an equal price ('Duplicate Price!')", async () => {
    refusal(
      await as(tokens.admin).post('/Settings/CreatePlan', planBody({ title: '  pROFESSIONAL ' })),
      'duplicateTitle',
    );
    refusal(await as(tokens.admin).post('/Settings/CreatePlan', planBody({ price: 19 })), 'duplicatePrice');
    refusal(await as(tokens.admin).post('/Settings/CreatePlan', planBody({ price: '199.00' })), 'duplicatePrice');
    const body = planBody({ title: 'Professional', price: 19 });
    const res = await as(tokens.admin).post('/Settings/CreatePlan', body);
    refusal(res, 'duplicateTitle');
    expect(res.json().message).toBe('Duplicate Title!');
    const titles = (await list()).map((r) => r.title.toLowerCase());
    expect(titles.filter((x) => x === 'professional')).toHaveLength(1);
  });

  it('lets only one of two simultaneous creates with the same title, or the same price, succeed', async () => {
    for (const [same, code] of [
      [(i: number) => ({ title: i % 2 ? 'Racing Plan' : 'RACING plan ' }), 'duplicateTitle'],
      [() => ({ price: 777 }), 'duplicatePrice'],
    ] as const) {
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) => as(tokens.admin).post('/Settings/CreatePlan', planBody(same(i)))),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 202, 202, 202]);
      for (const r of answers.filter((a) => a.statusCode === 202)) expect(r.json().responseMsg).toBe(code);
    }
    const rows = await list();
    expect(rows.filter((r) => r.title.toLowerCase().trim() === 'racing plan')).toHaveLength(1);
    expect(rows.filter((r) => r.price === 777)).toHaveLength(1);
  });

  it('updates a plan (its own title and price are no duplicate), stamps lastUpdatedBy from the token', async () => {
    const plan = await create();
    const res = await as(tokens.admin).put('/Settings/UpdatePlan', {
      ...plan,
      title: ` ${plan.title.toUpperCase()} `,
      assessmentCount: 9,
      lastUpdatedBy: 424242,
    });
    expect(ok(res)).toEqual({ responseMsg: 'successfullyUpdated', billingPlanId: plan.billingPlanId });
    expect(await planRow(plan.billingPlanId)).toMatchObject({
      title: plan.title.toUpperCase(),
      assessmentCount: 9,
      price: plan.price,
      lastUpdatedBy: adminId,
    });
    refusal(await as(tokens.admin).put('/Settings/UpdatePlan', { ...plan, title: 'enterprise' }), 'duplicateTitle');
    refusal(await as(tokens.admin).put('/Settings/UpdatePlan', { ...plan, price: 199 }), 'duplicatePrice');
    const missing = await as(tokens.admin).put('/Settings/UpdatePlan', { ...planBody(), billingPlanId: 987654 });
    expect(missing.statusCode).toBe(404);
  });

  it('never changes a cycle already paid when the plan changes', async () => {
    const free = (await list()).find((r) => r.title === 'Free')!;
    const before = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('billingPlanId', '=', free.billingPlanId)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    ok(
      await as(tokens.admin).put('/Settings/UpdatePlan', {
        ...free,
        title: 'Free starter',
        assessmentCount: 1,
        responseAllAssessmentCount: 2,
        responsePerAssessmentCount: 1,
        questionPerAssessmentCount: 5,
      }),
    );
    const after = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('billingPlanId', '=', free.billingPlanId)
      .execute();
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ title: 'Free', assessmentCount: 3, responseAllAssessmentCount: 50 });
    ok(await as(tokens.admin).put('/Settings/UpdatePlan', free));
  });

  it('refuses to delete a plan users hold (planInUse with the count) and deletes an unused one', async () => {
    const plan = await create();
    for (const email of ['held-1@example.com', 'held-2@example.com']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/User/StudentRegistration',
        payload: { fullName: 'Plan Holder', email, password: 'holder-pass-1' },
      });
      ok(
        await as(tokens.admin).post('/Settings/CreatePayment', {
          userEmail: email,
          billingPlanId: plan.billingPlanId,
          paymentMode: 'Offline',
        }),
      );
    }
    // A second cycle of the same user counts once.
    ok(
      await as(tokens.admin).post('/Settings/CreatePayment', {
        userEmail: 'held-1@example.com',
        billingPlanId: plan.billingPlanId,
        paymentMode: 'N/A',
      }),
    );
    expect((await list()).find((r) => r.billingPlanId === plan.billingPlanId)?.usersCount).toBe(2);
    const res = await as(tokens.admin).delete(`/Settings/DeletePlan/${plan.billingPlanId}`);
    refusal(res, 'planInUse');
    expect(res.json().params).toEqual({ count: 2 });
    expect(await planRow(plan.billingPlanId)).toBeDefined();

    const unused = await create();
    expect(ok(await as(tokens.admin).delete(`/Settings/DeletePlan/${unused.billingPlanId}`))).toEqual({
      responseMsg: 'successfullyDeleted',
    });
    expect(await planRow(unused.billingPlanId)).toBeUndefined();
    expect((await as(tokens.admin).delete(`/Settings/DeletePlan/${unused.billingPlanId}`)).statusCode).toBe(404);
  });

  it('keeps plan writes to admins (403 for a candidate, 401 without a token)', async () => {
    const plan = await create();
    for (const token of [tokens.candidate, null]) {
      const status = token ? 403 : 401;
      expect((await as(token).post('/Settings/CreatePlan', planBody())).statusCode).toBe(status);
      expect((await as(token).put('/Settings/UpdatePlan', { ...plan, title: 'Hacked' })).statusCode).toBe(status);
      expect((await as(token).delete(`/Settings/DeletePlan/${plan.billingPlanId}`)).statusCode).toBe(status);
    }
    expect((await planRow(plan.billingPlanId))?.title).toBe(plan.title);
  });

  it('exports every plan as Excel, PDF and CSV for admins', async () => {
    const xlsx = await as(tokens.admin).get('/Export/plans/xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('plans.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Plan',
      'Interval',
      'Price (USD)',
      'Assessments',
      'Responses (all)',
      'Responses per assessment',
      'Questions per assessment',
      'Users',
      'Additional text',
    ]);
    expect(values(2).slice(0, 3)).toEqual(['Free', 'Monthly', 0]);
    expect(sheet.rowCount - 1).toBe((await list()).length);
    const pdf = await as(tokens.admin).get('/Export/plans/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await as(tokens.admin).get('/Export/plans/csv');
    expect(csv.body).toContain('Professional');
    expect((await as(tokens.candidate).get('/Export/plans/xlsx')).statusCode).toBe(403);
  });
});
