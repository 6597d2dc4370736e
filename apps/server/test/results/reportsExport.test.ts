import { cutDateTime } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptRow } from '../helpers/examFixtures.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { reportScenario, type ReportScenario } from '../helpers/reportFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const HEADER = [
  'Name',
  'E-mail',
  'Title',
  'Time (min)',
  'Time taken (min)',
  'Marks',
  'Marks obtained',
  'Status',
  'Attempt',
  'Attempt date-time',
];

describe.each(testDatabases())('results exports on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let s: ReportScenario;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    s = await reportScenario(t, tokens.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (url: string, headers: Record<string, string> = {}, token: string | null = tokens.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Export/${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const parseCsv = (body: string) => {
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  /** A row as the admin report shows it, from the stored attempt. */
  async function expectedRow(attemptId: number, name: string, status: string) {
    const a = await attemptRow(t.db, attemptId);
    return [
      `${name} ${s.suffix}`,
      a.email,
      a.quizTitle,
      String(a.quizTime),
      String(a.timeTaken),
      String(a.quizMark),
      String(a.userObtainedQuizMark),
      status,
      '1',
      cutDateTime(a.dateAdded),
    ];
  }

  it('exports every finished result as results.csv, newest first, with statuses and display rules', async () => {
    const res = await download('results/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="results\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([
      await expectedRow(s.ids.cidB, 'cid', 'Pending'),
      await expectedRow(s.ids.annB, 'ann', 'Pending'),
      await expectedRow(s.ids.benA, 'ben', 'Failed'),
      await expectedRow(s.ids.annA, 'ann', 'Passed'),
    ]);
    expect(rows.map((r) => [r[5], r[6]])).toEqual([
      ['5', '0'],
      ['5', '2'],
      ['10', '0'],
      ['10', '10'],
    ]);
  });

  it('applies the report filters, and writes the headings and statuses in the caller’s language', async () => {
    const [, ...pending] = parseCsv((await download('results/csv?reportTypeId=1')).body);
    expect(pending.map((r) => r[0])).toEqual([`cid ${s.suffix}`, `ann ${s.suffix}`]);
    const [, ...quizA] = parseCsv((await download(`results/csv?reportTypeId=2&quizTopicId=${s.a.quizTopicId}`)).body);
    expect(quizA.map((r) => [r[0], r[7]])).toEqual([
      [`ben ${s.suffix}`, 'Failed'],
      [`ann ${s.suffix}`, 'Passed'],
    ]);
    const [, ...none] = parseCsv((await download(`results/csv?reportTypeId=1&quizTopicId=${s.a.quizTopicId}`)).body);
    expect(none).toEqual([]);

    const [header, ...spanish] = parseCsv((await download('results/csv', { 'accept-language': 'es' })).body);
    expect(header).toEqual([
      'Nombre',
      'Correo electrónico',
      'Título',
      'Tiempo (min)',
      'Tiempo empleado (min)',
      'Puntos',
      'Puntos obtenidos',
      'Estado',
      'Intento',
      'Fecha y hora del intento',
    ]);
    expect(spanish.map((r) => r[7])).toEqual(['Pendiente', 'Pendiente', 'Suspendido', 'Aprobado']);
    expect((await download('results/csv?reportTypeId=3')).statusCode).toBe(400);
  });

  it('exports the same rows as results.xlsx with numbers kept as numbers, and as results.pdf', async () => {
    const res = await download(`results/xlsx?quizTopicId=${s.b.quizTopicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="results\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADER);
    expect(sheet.rowCount).toBe(3);
    expect(values(2).slice(0, 2)).toEqual([`cid ${s.suffix}`, (await attemptRow(t.db, s.ids.cidB)).email]);
    expect(values(2).slice(5, 9)).toEqual([5, 0, 'Pending', 1]);
    expect(values(3).slice(5, 9)).toEqual([5, 2, 'Pending', 1]);

    const pdf = await download('results/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for admins only', async () => {
    expect((await download('results/csv', {}, tokens.candidate)).statusCode).toBe(403);
    expect((await download('results/csv', {}, s.people.ann.token)).statusCode).toBe(403);
    expect((await download('results/xlsx', {}, null)).statusCode).toBe(401);
  });

  it('reads results in pages of 1,000 and writes each exactly once, even when many share a start time', async () => {
    // Copies of a real finished attempt: 2,050 rows over only two start times, so pages break inside ties.
    const source = await attemptRow(t.db, s.ids.annA);
    const { quizResponseInitialId: _id, ...columns } = source;
    const times = ['2020-01-01T10:00:00.000Z', '2020-01-02T10:00:00.000Z'];
    const copies = Array.from({ length: 2050 }, (_, i) => ({
      ...columns,
      email: `copy-${String(i).padStart(4, '0')}@example.com`,
      dateAdded: times[i % 2]!,
    }));
    for (let i = 0; i < copies.length; i += 250) {
      await t.db
        .insertInto('quiz_attempt')
        .values(copies.slice(i, i + 250))
        .execute();
    }
    const [, ...rows] = parseCsv((await download('results/csv?reportTypeId=2')).body);
    const expected = await t.db
      .selectFrom('quiz_attempt')
      .select('email')
      .where('finishedAt', 'is not', null)
      .where('isExamined', '=', 1)
      .orderBy('dateAdded', 'desc')
      .orderBy('quizResponseInitialId', 'desc')
      .execute();
    expect(expected).toHaveLength(2052);
    expect(rows.map((r) => r[1])).toEqual(expected.map((r) => r.email));
    expect(new Set(rows.map((r) => r[1])).size).toBe(2052);
  });
});
