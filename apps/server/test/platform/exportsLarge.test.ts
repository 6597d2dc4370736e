import { uniqueKey } from '@assessly/shared';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import PDFKit from 'pdfkit';
import { registerFonts, withoutLayoutTables } from '../../src/lib/export/pdfFonts.js';
import { lineWidth, TextLayout } from '../../src/lib/export/pdfText.js';
import { sendTable } from '../../src/lib/export/sendTable.js';
import type { ExportColumn, ExportFormat, TableRow } from '../../src/lib/export/tableTypes.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * 10,000 rows export completely in every format (the speed target is measured by bench/exports.ts, not
 * here): every CSV record, every Excel row, a PDF of many pages that ends properly.
 */
const ROWS = 10_000;

const csvRecords = (body: string) => {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};
const xlsxSheet = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};
/** The PDF's page count, after checking it is a whole document. */
const pdfPages = async (data: Buffer) => {
  expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(data.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  return (await PDFDocument.load(data)).getPageCount();
};

const NAMES = ['Alexandra Montgomery-Fitzgerald', 'अनन्या शर्मा वर्मा', 'সুমাইয়া রহমান চৌধুরী', "Bartholomew O'Sullivan"];
const COMMENTS = ['Passed on the second attempt.\nGood work.', '=SUM(A1:A9)', 'उत्कृष्ट प्रदर्शन', 'চমৎকার', ''];
const COLUMNS: ExportColumn[] = [
  { key: 'n', header: '#', width: 6 },
  { key: 'name', header: 'Full name', width: 24 },
  { key: 'email', header: 'E-mail', width: 26 },
  { key: 'score', header: 'Score', width: 8 },
  { key: 'date', header: 'Date', width: 17 },
  { key: 'comment', header: 'Comment', width: 30 },
];
function* resultRows(count: number): Generator<TableRow> {
  for (let i = 0; i < count; i++) {
    yield {
      n: i + 1,
      name: NAMES[i % NAMES.length],
      email: `candidate.${i + 1}.with.a.long.address@example-university.edu`,
      score: (i * 37) % 101,
      date: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      comment: COMMENTS[i % COMMENTS.length],
    };
  }
}

describe('10,000 rows through sendTable (long names, Hindi and Bengali, dates, line breaks)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get<{ Params: { format: ExportFormat } }>('/export/:format', (request, reply) =>
      sendTable(reply, {
        format: request.params.format,
        fileName: 'results',
        title: 'Results',
        columns: COLUMNS,
        rows: resultRows(ROWS),
      }),
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

  it('CSV: the header and every row, in order, formulas neutralised, line breaks kept', async () => {
    const [header, ...rows] = csvRecords((await download('csv')).body);
    expect(header).toEqual(['#', 'Full name', 'E-mail', 'Score', 'Date', 'Comment']);
    expect(rows).toHaveLength(ROWS);
    expect(rows[0]).toEqual([
      '1',
      NAMES[0],
      'candidate.1.with.a.long.address@example-university.edu',
      '0',
      '2030-01-01 00:00:00',
      'Passed on the second attempt.\nGood work.',
    ]);
    expect(rows[1]![5]).toBe("'=SUM(A1:A9)");
    expect(rows[ROWS - 1]![0]).toBe(String(ROWS));
    expect(rows.map((r) => r[1])).toContain('সুমাইয়া রহমান চৌধুরী');
  });

  it('Excel: the header and every row, numbers as numbers', async () => {
    const sheet = await xlsxSheet((await download('xlsx')).rawPayload);
    expect(sheet.actualRowCount).toBe(ROWS + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(NAMES[0]);
    expect(sheet.getRow(ROWS + 1).getCell(1).value).toBe(ROWS);
    expect(sheet.getRow(3).getCell(2).value).toBe('अनन्या शर्मा वर्मा');
  });

  it('PDF: a whole document of many pages', async () => {
    const res = await download('pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    // About 18 rows a page at most (two-line comments, wrapped addresses): hundreds of pages.
    expect(await pdfPages(res.rawPayload)).toBeGreaterThan(ROWS / 40);
  });
});

describe('the PDF text engine', () => {
  it('measures simple Latin text as the sum of its characters, exactly as pdfkit lays it out', () => {
    const doc = new PDFKit({ size: 'A4', margin: 0 });
    const fonts = registerFonts(doc);
    const layout = new TextLayout(doc, fonts, 8);
    for (const text of [
      'candidate.1.with.a.long.address@example-university.edu',
      'Zoë Ångström-Łukasiewicz – “q” € 5',
    ]) {
      const [line] = layout.lines(text, 10_000);
      const font = fonts.name('latin', false);
      expect(lineWidth(line!)).toBeCloseTo(doc.font(font).fontSize(8).widthOfString(text), 6);
    }
    // A word wider than its cell is cut into pieces that each fit.
    const pieces = layout.lines('x'.repeat(200), 50);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(lineWidth(piece)).toBeLessThanOrEqual(50);
    doc.end();
  });

  it('hides only the layout tables of a font', () => {
    const font = Buffer.alloc(12 + 3 * 16);
    font.writeUInt32BE(0x00010000, 0);
    font.writeUInt16BE(3, 4);
    ['GPOS', 'cmap', 'GSUB'].forEach((tag, i) => font.write(tag, 12 + i * 16, 'latin1'));
    const plain = withoutLayoutTables(font);
    expect([0, 1, 2].map((i) => plain.toString('latin1', 12 + i * 16, 16 + i * 16))).toEqual(['gpos', 'cmap', 'gsub']);
    expect(font.toString('latin1', 12, 16)).toBe('GPOS');
  });
});

describe.each(testDatabases())('10,000 rows through an export route of the server on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let total: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    const names = Array.from({ length: ROWS }, (_, i) => `${NAMES[i % NAMES.length]} category ${i + 1}`);
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
    const row = await t.db
      .selectFrom('question_category')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(row.n);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const download = async (format: ExportFormat) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Export/categories/${format}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('exports every category in each format', async () => {
    expect(total).toBeGreaterThanOrEqual(ROWS);
    const [, ...records] = csvRecords((await download('csv')).body);
    expect(records).toHaveLength(total);
    expect(records.map((r) => r.join(' '))).toContainEqual(expect.stringContaining(`category ${ROWS}`));
    const sheet = await xlsxSheet((await download('xlsx')).rawPayload);
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(await pdfPages((await download('pdf')).rawPayload)).toBeGreaterThan(1);
  }, 60_000);
});
