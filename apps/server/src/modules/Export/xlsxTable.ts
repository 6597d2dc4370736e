import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from './csv.js';
import type { Cell, ExportColumn, TableRow } from './tableTypes.js';

/** Excel forbids these in sheet names and allows at most 31 characters. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Numbers stay numbers; everything else is written as plain text, never as a formula. */
const cellValue = (value: Cell) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? value : neutraliseFormula(String(value));

/**
 * A streaming workbook: rows are committed to the zip stream as they arrive (bounded memory),
 * with a bold header row and column widths.
 */
export function xlsxTable(title: string, columns: ExportColumn[], rows: AsyncIterable<TableRow> | Iterable<TableRow>) {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 15 }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => cellValue(row[c.key]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  return { stream, write };
}
