import { PassThrough } from 'node:stream';
import { yieldToEventLoop } from './backpressure.js';
import { spreadsheetCell } from './spreadsheetCell.js';
import type { ExportColumn, TableRow } from './tableTypes.js';
import { cellXml, columnName, HEADER_STYLE, MAX_ROWS, SHEET_END, sheetStart, workbookParts } from './xlsxParts.js';
import { ExportAborted, ZipWriter } from './zipWriter.js';

/** Sheet XML handed to the zip at a time (characters): a few hundred rows, as a CSV chunk. */
const CHUNK = 65_536;

/**
 * The sheet's XML a chunk at a time: the bold header row, then each row as it arrives. The next row is
 * read only when the zip asks for more text, that is when the download has taken the previous chunk,
 * and the event loop gets a turn between chunks so other requests never wait for a whole export.
 * (Exported for bench/exports.ts --libraries, which zips the same parts with zip libraries.)
 */
export async function* sheetXml(columns: ExportColumn[], rows: AsyncIterable<TableRow> | Iterable<TableRow>) {
  const letters = columns.map((_, i) => columnName(i));
  const header = columns.map((c, i) => cellXml(`${letters[i]}1`, spreadsheetCell(c.header), HEADER_STYLE)).join('');
  let chunk = `${sheetStart(columns.map((c) => c.width ?? 15))}<row r="1">${header}</row>`;
  let n = 1;
  for await (const row of rows) {
    if (++n > MAX_ROWS) throw new Error(`an Excel sheet holds at most ${MAX_ROWS} rows`);
    let cells = '';
    for (let i = 0; i < columns.length; i++)
      cells += cellXml(`${letters[i]}${n}`, spreadsheetCell(row[columns[i]!.key]));
    chunk += `<row r="${n}">${cells}</row>`;
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
      await yieldToEventLoop();
    }
  }
  yield chunk + SHEET_END;
}

/**
 * An Excel workbook of one sheet, streamed: rows are read while the file is written and each piece of
 * the file goes out as soon as it is compressed (bounded memory whatever the number of rows, the first
 * bytes early), with a bold, frozen header row and the columns' widths. Cells follow spreadsheetCell:
 * numbers stay numbers, text is never a formula.
 */
export function xlsxTable(title: string, columns: ExportColumn[], rows: AsyncIterable<TableRow> | Iterable<TableRow>) {
  const stream = new PassThrough();
  const write = async () => {
    const zip = new ZipWriter(stream);
    try {
      for (const [path, xml] of workbookParts(title)) await zip.add(path, [xml]);
      await zip.add('xl/worksheets/sheet1.xml', sheetXml(columns, rows));
      await zip.end();
    } catch (error) {
      if (error instanceof ExportAborted) return; // the download was closed: stop reading rows
      throw error;
    }
  };
  return { stream, write };
}
