import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTable } from '../../src/lib/export/sendTable.js';
import type { ExportFormat, TableRow } from '../../src/lib/export/tableTypes.js';
import { examApi, liveQuiz, ok, startedAttempt } from '../helpers/examFixtures.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 10: CSV and Excel exports neutralise formulas (OWASP CSV injection). A cell whose text starts
 * with = + - @, a tab or a carriage return gets a leading apostrophe in both formats, and Excel holds it
 * as a plain string, never a formula; numbers, negative ones included, stay numbers.
 */
const NAME = '=HYPERLINK("http://x","y")';
const TITLES = ['+1+1', '@SUM(A1)', '-2+3'];
const shown = (text: string) => `'${text}`;

function csvRecords(body: string) {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Every cell of the first sheet, row by row (1-based rows, as exceljs numbers them). */
async function xlsxCells(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: ExcelJS.Cell[][] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    rows[n] = [];
    row.eachCell((cell) => rows[n]!.push(cell));
  });
  return rows.filter(Boolean);
}

/** No cell of a workbook is a formula, whatever its text. */
function expectNoFormula(rows: ExcelJS.Cell[][]) {
  for (const cell of rows.flat()) {
    expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(cell.formula).toBeUndefined();
  }
}

describe('every spreadsheet cell goes through one rule (sendTable)', () => {
  let app: FastifyInstance;
  const columns = [
    { key: 'text', header: '=Header' },
    { key: 'number', header: 'Number' },
  ];
  const rows: TableRow[] = [
    { text: '-2', number: -2 },
    { text: '\tSUM(A1)', number: 0 },
    { text: '\r=1+1', number: -0.5 },
    { text: '@cmd', number: 1e6 },
    { text: 'plain - text = fine', number: 3 },
    { text: '', number: null },
  ];
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get<{ Params: { format: ExportFormat } }>('/export/:format', (request, reply) =>
      sendTable(reply, { format: request.params.format, fileName: 'cells', columns, rows }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const download = async (format: ExportFormat) => {
    const res = await app.inject({ method: 'GET', url: `/export/${format}` });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const texts = ["'=Header", "'-2", "'\tSUM(A1)", "'\r=1+1", "'@cmd", 'plain - text = fine'];

  it('CSV: an apostrophe before text that starts like a formula, numbers as they are', async () => {
    const records = csvRecords((await download('csv')).body);
    expect(records.map((r) => r[0])).toEqual([...texts, '']);
    expect(records.map((r) => r[1])).toEqual(['Number', '-2', '0', '-0.5', '1000000', '3', '']);
  });

  it('Excel: the same text as plain strings, numbers (negative ones too) as numbers', async () => {
    const cells = await xlsxCells((await download('xlsx')).rawPayload);
    expectNoFormula(cells);
    // The empty row has no cell at all; every other row has its two cells.
    expect(cells.map((row) => row[0]!.value)).toEqual(texts);
    for (const row of cells) expect(row[0]!.type).toBe(ExcelJS.ValueType.String);
    expect(cells.slice(1).map((row) => row[1]!.value)).toEqual([-2, 0, -0.5, 1e6, 3]);
    for (const row of cells.slice(1)) expect(row[1]!.type).toBe(ExcelJS.ValueType.Number);
  });
});

describe.each(testDatabases())('a candidate and assessments named like formulas, exported on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let email: string;
  const quizIds: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await demoTokens(t)).admin;
    email = `formula-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const candidate = await registerUser(t.app, { email, fullName: NAME });
    // Each title once: assessment titles are unique on the site.
    for (const quizTitle of TITLES) {
      const quiz = await liveQuiz(t, admin, { quizTitle }, [
        { optionA: 'First', optionB: 'Second', correctOption: ['B'] },
      ]);
      quizIds.push(quiz.quizTopicId);
      const exam = examApi(t, candidate.token);
      const id = await startedAttempt(t, candidate.token, quiz.quizTopicId);
      ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId: quiz.questionIds[0], userAnswer: 'Second' }));
      ok(await exam.finish(id));
    }
  });
  afterAll(async () => {
    await t?.close();
  });
  const download = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Export/${path}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('results: the name and the titles with an apostrophe in CSV and Excel, the numbers still numbers', async () => {
    const [header, ...records] = csvRecords((await download('results/csv')).body);
    const name = header!.indexOf('Name');
    const title = header!.indexOf('Title');
    const mine = records.filter((r) => r[header!.indexOf('E-mail')] === email);
    expect(mine.map((r) => r[name])).toEqual(TITLES.map(() => shown(NAME)));
    expect(mine.map((r) => r[title]).sort()).toEqual(TITLES.map(shown).sort());

    const cells = await xlsxCells((await download('results/xlsx')).rawPayload);
    expectNoFormula(cells);
    const headings = cells[0]!.map((c) => c.value);
    expect(headings).toEqual(header);
    const rows = cells.filter((row) => row[headings.indexOf('E-mail')]!.value === email);
    expect(rows.map((row) => row[name]!.value)).toEqual(TITLES.map(() => shown(NAME)));
    expect(rows.map((row) => row[title]!.value as string).sort()).toEqual(TITLES.map(shown).sort());
    for (const row of rows) {
      expect(row[name]!.type).toBe(ExcelJS.ValueType.String);
      expect(row[title]!.type).toBe(ExcelJS.ValueType.String);
      expect(row[headings.indexOf('Time (min)')]!.type).toBe(ExcelJS.ValueType.Number);
      expect(row[headings.indexOf('Attempt')]!.value).toBe(1);
    }
  });

  it('users and assessments: the same rule in their CSV and Excel files', async () => {
    const users = csvRecords((await download('users/csv')).body);
    expect(users.find((r) => r.includes(email))).toContain(shown(NAME));
    const userCells = await xlsxCells((await download('users/xlsx')).rawPayload);
    expectNoFormula(userCells);
    const row = userCells.find((r) => r.some((c) => c.value === email))!;
    expect(row.map((c) => c.value)).toContain(shown(NAME));

    const quizzes = csvRecords((await download('quizTopics/csv')).body).map((r) => r[0]);
    for (const title of TITLES) expect(quizzes).toContain(shown(title));
    const quizCells = await xlsxCells((await download('quizTopics/xlsx')).rawPayload);
    expectNoFormula(quizCells);
    const titles = quizCells.map((r) => r[0]!.value);
    for (const title of TITLES) expect(titles).toContain(shown(title));
  });
});
