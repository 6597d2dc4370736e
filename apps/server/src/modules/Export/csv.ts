/** A byte-order mark first, so that Excel opens the UTF-8 file with the right encoding. */
export const UTF8_BOM = '\uFEFF';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return before one)
 * as a formula: such text gets a leading apostrophe so it is shown, never evaluated (CSV injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One cell in RFC 4180 form: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF terminator (RFC 4180). */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
