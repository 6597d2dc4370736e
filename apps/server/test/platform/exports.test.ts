import { existsSync } from 'node:fs';
import { uniqueKey } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { categoryId, createQuiz, demoTokens, insertQuestion } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const EXTRA_CATEGORIES = 1500;
const LONG_QUESTION = `A very long question. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(160)}`;
const hasNoto = existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf');
const hasMathFont = existsSync('/usr/share/fonts/truetype/noto/NotoSansMath-Regular.ttf');

describe.each(testDatabases())('table exports on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let quizWithQuestions: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    // Enough categories for the export to read several pages of 1,000.
    const names = Array.from({ length: EXTRA_CATEGORIES }, (_, i) => (i === 0 ? '+cmd|calc' : `Category ${i}`));
    for (let i = 0; i < names.length; i += 500) {
      await t.db
        .insertInto('question_category')
        .values(
          names.slice(i, i + 500).map((name) => ({
            questionCategoryName: name,
            nameKey: uniqueKey(name),
            addedBy: null,
            dateAdded: nowIso(),
            lastUpdatedBy: null,
            lastUpdated: null,
          })),
        )
        .execute();
    }
    await createQuiz(t, tokens.admin, { quizTitle: '=1+1' });
    await createQuiz(t, tokens.admin, {
      quizTitle: 'हिंदी मूल्यांकन और বাংলা মূল্যায়ন',
      quizMarkOptionId: 3,
      quizTotalMarks: 0,
      quizPassMarks: 0,
    });
    quizWithQuestions = await createQuiz(t, tokens.admin, {
      quizTitle: 'Geography',
      quizTotalMarks: 12,
      allowMultipleAnswer: true,
    });
    const geography = await categoryId(t.db, 'Geography');
    await insertQuestion(t.db, quizWithQuestions, {
      questionDetail: '=1+1',
      optionA: '@SUM(A1)',
      optionB: '-2',
      correctOption: ['A', 'B'],
      questionCategoryId: geography,
    });
    await insertQuestion(t.db, quizWithQuestions, {
      questionDetail: 'Capital of "France",\nin one word?',
      optionA: 'Paris',
      optionB: 'Lyon',
      optionC: 'Nice',
      optionD: 'Lille',
      optionE: 'Metz',
      correctOption: ['A'],
    });
    await insertQuestion(t.db, quizWithQuestions, {
      questionDetail: LONG_QUESTION,
      optionA: 'नमस्ते',
      optionB: 'নমস্কার',
      correctOption: ['B'],
    });
    const live = await t.app.inject({
      method: 'PUT',
      url: '/api/Quiz/StartQuiz',
      payload: { quizTopicId: quizWithQuestions },
      headers: bearer(tokens.admin),
    });
    expect(live.statusCode).toBe(200);
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
  const loadXlsx = async (data: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };
  const count = async (table: 'quiz_topic' | 'question_category') =>
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('exports every assessment as CSV with translated headings, the On-live status and neutralised formulas', async () => {
    const res = await download('quizTopics/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="assessments\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Title',
      'Time (min)',
      'Total marks',
      'Pass marks',
      'Mark option',
      'Participants',
      'Questions',
      'Status',
      'Schedule start',
      'Schedule end',
      'Price',
    ]);
    expect(rows).toHaveLength(Number(await count('quiz_topic')));
    expect(rows.map((r) => r[0]).slice(0, 3)).toEqual(['Geography', 'हिंदी मूल्यांकन और বাংলা মূল্যায়ন', "'=1+1"]);
    expect(rows[0]).toEqual([
      'Geography',
      '20',
      '12',
      '5',
      'Equal distribution',
      'All registered candidates',
      '3',
      'On-live',
      '',
      '',
      '0',
    ]);
    expect(rows[1]![4]).toBe('Question-wise marks');
    expect(rows[2]![7]).toBe('');

    const spanish = parseCsv((await download('quizTopics/csv', { 'x-language': 'es' })).body);
    expect(spanish[0]!.slice(0, 2)).toEqual(['Título', 'Tiempo (min)']);
    expect(spanish[1]![7]).toBe('En vivo');
  });

  it('exports every category as CSV over several pages of rows', async () => {
    const res = await download('categories/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="question-categories\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Category', 'Questions count']);
    expect(rows).toHaveLength(Number(await count('question_category')));
    expect(rows.length).toBeGreaterThan(1000);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(rows).toContainEqual(["'+cmd|calc", '0']);
    expect(rows).toContainEqual(['Geography', '1']);
  });

  it('exports categories as an Excel workbook with a bold header, every row and no formulas', async () => {
    const res = await download('categories/xlsx');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="question-categories\.xlsx"/);
    const sheet = await loadXlsx(res.rawPayload);
    expect(sheet.rowCount).toBe(Number(await count('question_category')) + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Category');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const values = sheet.getColumn(1).values.slice(2);
    expect(values).toContain("'+cmd|calc");
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('exports the questions of an assessment as Excel: options, numeric marks, correct answers joined', async () => {
    const res = await download(`questions/xlsx?quizTopicId=${quizWithQuestions}`);
    expect(res.headers['content-disposition']).toMatch(/filename="questions-table\.xlsx"/);
    const sheet = await loadXlsx(res.rawPayload);
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => Array.from((r as unknown[]).slice(1), (v) => v ?? ''));
    expect(rows[0]).toEqual([
      'Question',
      'Category',
      'Marks',
      'Option-A',
      'Option-B',
      'Option-C',
      'Option-D',
      'Option-E',
      'Correct answer',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(["'=1+1", 'Geography', 4, "'@SUM(A1)", "'-2", '', '', '', "'@SUM(A1), -2"]);
    expect(rows[2]!.slice(3)).toEqual(['Paris', 'Lyon', 'Nice', 'Lille', 'Metz', 'Paris']);
    expect(rows[3]!.slice(3, 5)).toEqual(['नमस्ते', 'নমস্কার']);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('exports the questions as CSV with RFC 4180 quoting', async () => {
    const rows = parseCsv((await download(`questions/csv?quizTopicId=${quizWithQuestions}`)).body);
    expect(rows).toHaveLength(4);
    expect(rows[1]![0]).toBe("'=1+1");
    expect(rows[2]![0]).toBe('Capital of "France",\nin one word?');
    expect(rows[3]![0]).toBe(LONG_QUESTION.trim());
  });

  it('exports PDF documents that parse, with a page per screenful of rows', async () => {
    const categories = await download('categories/pdf');
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['content-type']).toBe('application/pdf');
    expect(categories.headers['content-disposition']).toMatch(/filename="question-categories\.pdf"/);
    expect(categories.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (await PDFDocument.load(categories.rawPayload)).getPageCount();
    expect(pages).toBeGreaterThan(20);
    expect(categories.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(pages);

    const questions = await download(`questions/pdf?quizTopicId=${quizWithQuestions}`);
    const doc = await PDFDocument.load(questions.rawPayload);
    // The long question does not fit one landscape page: it continues on the next.
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getPage(0).getSize().width).toBeGreaterThan(doc.getPage(0).getSize().height);
  });

  it('prints code in a monospace font and formulas with the math font in the questions PDF (issue 20)', async () => {
    const quiz = await createQuiz(t, tokens.admin, { quizTitle: 'Code and math' });
    await insertQuestion(t.db, quiz, {
      questionDetail: 'What prints?\n```python\nfor i in range(2):\n    print(i ** 2)\n```',
      optionA: '$i \\le 1$',
      optionB: '$\\frac{1}{2}$',
      correctOption: ['A'],
      questionCategoryId: await categoryId(t.db, 'Geography'),
    });
    const res = await download(`questions/pdf?quizTopicId=${quiz}`);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/(?:[A-Z]{6}\+(?:NotoSansMono|DejaVuSansMono|LiberationMono)|Courier)\b/);
    if (hasMathFont) expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansMath-Regular/);
  });

  it('embeds fonts for Hindi and Bengali text when the machine has them', async () => {
    const res = await download('quizTopics/pdf', { 'x-language': 'bn' });
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    const raw = res.rawPayload.toString('latin1');
    if (hasNoto) {
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);
    } else {
      expect(raw).toContain('/BaseFont /Helvetica');
    }
  });

  it('is for admins only and checks its parameters', async () => {
    expect((await download('quizTopics/csv', {}, tokens.candidate)).statusCode).toBe(403);
    expect((await download('categories/pdf', {}, null)).statusCode).toBe(401);
    expect((await download('categories/docx')).statusCode).toBe(400);
    expect((await download('questions/csv')).statusCode).toBe(400);
    expect((await download('questions/csv?quizTopicId=999999')).statusCode).toBe(404);
  });
});
