import { spreadsheetCell } from './spreadsheetCell.js';

/** A byte-order mark first, so that Excel opens the UTF-8 file with the right encoding. */
export const UTF8_BOM = '\uFEFF';

/** One cell in RFC 4180 form, formulas neutralised (spreadsheetCell): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  const cell = spreadsheetCell(value);
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF terminator (RFC 4180). */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
