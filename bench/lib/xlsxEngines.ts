/**
 * The Excel writers bench/exports.ts --libraries compares (issue 21: use a library where one serves):
 * the server's (xlsxTable: the sheet XML of xlsxParts, zipped by yazl) against exceljs's streaming
 * WorkbookWriter, and the same workbook parts and sheet XML zipped by fflate's streaming Zip and by
 * archiver. Every writer gets the same cells (spreadsheetCell: numbers as numbers, formulas
 * neutralised), hands the event loop a turn about as often, compresses at zlib's default level 6 and
 * writes to a PassThrough that sendTable would send, waiting while it is full where the library lets it.
 * (Our own zip writer, which yazl replaced, is measured by this file as of commit 6f2a40b.)
 */
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import { Zip, ZipDeflate } from 'fflate';
import type { FastifyReply } from 'fastify';
import { yieldToEventLoop } from '../../apps/server/src/lib/export/backpressure.js';
import { spreadsheetCell } from '../../apps/server/src/lib/export/spreadsheetCell.js';
import type { ExportColumn, TableRow } from '../../apps/server/src/lib/export/tableTypes.js';
import { sheetName, workbookParts } from '../../apps/server/src/lib/export/xlsxParts.js';
import { sheetXml, xlsxTable } from '../../apps/server/src/lib/export/xlsxTable.js';

export const XLSX_ENGINES = ['server', 'fflate', 'archiver', 'exceljs', 'exceljs-shared'] as const;
export type XlsxEngine = (typeof XLSX_ENGINES)[number];

/** What each engine says about itself in the bench's tables. */
export const ENGINE_LABELS: Record<XlsxEngine, string> = {
  server: 'ours: xlsxParts, zipped by yazl 3.3.1',
  fflate: 'our parts, zipped by fflate 0.8.3 Zip',
  archiver: 'our parts, zipped by archiver 8.0.0',
  exceljs: 'exceljs 4.4.0 WorkbookWriter, inline strings',
  'exceljs-shared': 'exceljs 4.4.0 WorkbookWriter, shared strings',
};

type Rows = AsyncIterable<TableRow> | Iterable<TableRow>;
const SHEET = 'xl/worksheets/sheet1.xml';
/** exceljs takes rows, not text: a turn of the event loop every this many rows, about one 64 KB chunk of sheet XML. */
const ROWS_PER_TURN = 150;

/** The sheet XML as UTF-8 bytes, in the chunks the server's writer makes. */
async function* sheetBytes(columns: ExportColumn[], rows: Rows) {
  for await (const chunk of sheetXml(columns, rows)) yield Buffer.from(chunk, 'utf8');
}

/** One part waiting at most, as zipWriter reads the sheet: the rows are read only as fast as the zip takes them. */
const sheetStream = (columns: ExportColumn[], rows: Rows) =>
  Readable.from(sheetBytes(columns, rows), { highWaterMark: 1 });

function archiverWorkbook(title: string, columns: ExportColumn[], rows: Rows) {
  const stream = new PassThrough();
  const write = async () => {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const piped = pipeline(archive, stream);
    for (const [path, xml] of workbookParts(title)) archive.append(Buffer.from(xml, 'utf8'), { name: path });
    archive.append(sheetStream(columns, rows), { name: SHEET });
    await archive.finalize();
    await piped;
  };
  return { stream, write };
}

/** Resolves when `out` has written out what it buffered, or is closed. */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.once('drain', done).once('close', done);
  });

/** fflate calls back with each compressed piece; the writer waits for the stream to drain after each chunk it pushes. */
function fflateWorkbook(title: string, columns: ExportColumn[], rows: Rows) {
  const stream = new PassThrough();
  const write = async () => {
    let failure: Error | null = null;
    const zip = new Zip((error, data, final) => {
      if (error) failure = error;
      else {
        stream.write(data);
        if (final) stream.end();
      }
    });
    const add = async (path: string, chunks: Iterable<Buffer> | AsyncIterable<Buffer>) => {
      const entry = new ZipDeflate(path, { level: 6 });
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(chunk);
        if (failure) throw failure;
        if (stream.writableNeedDrain && !stream.destroyed) await drained(stream);
      }
      entry.push(new Uint8Array(0), true);
    };
    for (const [path, xml] of workbookParts(title)) await add(path, [Buffer.from(xml, 'utf8')]);
    await add(SHEET, sheetBytes(columns, rows));
    zip.end();
    if (failure) throw failure;
  };
  return { stream, write };
}

/** As the server wrote Excel before zipWriter (git show ab3c478^:apps/server/src/modules/Export/xlsxTable.ts). */
function exceljsWorkbook(title: string, columns: ExportColumn[], rows: Rows, useSharedStrings: boolean) {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings });
    const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 15 }));
    const header = sheet.addRow(columns.map((c) => spreadsheetCell(c.header)));
    header.font = { bold: true };
    header.commit();
    let n = 0;
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => spreadsheetCell(row[c.key]))).commit();
      if (++n % ROWS_PER_TURN === 0) await yieldToEventLoop();
    }
    sheet.commit();
    await workbook.commit();
  };
  return { stream, write };
}

/** The document stream of an Excel export by one engine and the task that fills it (as sendTable takes them). */
export function xlsxWorkbook(engine: XlsxEngine, title: string, columns: ExportColumn[], rows: Rows) {
  switch (engine) {
    case 'server':
      return xlsxTable(title, columns, rows);
    case 'fflate':
      return fflateWorkbook(title, columns, rows);
    case 'archiver':
      return archiverWorkbook(title, columns, rows);
    case 'exceljs':
      return exceljsWorkbook(title, columns, rows, false);
    case 'exceljs-shared':
      return exceljsWorkbook(title, columns, rows, true);
  }
}

/** Sends an Excel export by one engine as sendTable sends the server's: the stream at once, filled meanwhile. */
export function sendWorkbook(
  reply: FastifyReply,
  engine: XlsxEngine,
  table: { fileName: string; title: string; columns: ExportColumn[]; rows: Rows },
) {
  const { stream, write } = xlsxWorkbook(engine, table.title, table.columns, table.rows);
  write().catch((error: unknown) => stream.destroy(error as Error));
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${table.fileName}.xlsx"`)
    .send(stream);
}
