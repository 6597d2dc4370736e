/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return before one)
 * as a formula (CSV injection, OWASP): such text gets a leading apostrophe so it is shown, never run.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * What a spreadsheet export (CSV and Excel both) writes for one cell, the one place the rule lives:
 * a finite number stays a number (-2 is a number, written as such); everything else is text with
 * formulas neutralised; null, undefined and '' leave the cell empty. NaN and Infinity are not numbers
 * a spreadsheet can hold, so they are written as their text.
 */
export function spreadsheetCell(value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return neutraliseFormula(String(value));
}
