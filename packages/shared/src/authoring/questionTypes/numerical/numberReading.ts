// How a typed number is read (issue 22 numerical questions and cloze NUMERICAL blanks).
//
// - Digits may be ASCII, Devanagari (०–९) or Bengali (০–৯): Hindi and Bengali keyboards type them.
// - The decimal mark is `.` or `,` (Spanish and Italian write 3,14); there is no thousands separator, so
//   "1,000" reads as 1 and "1,000.5" is not a number. An exponent (2e3) and the minus sign − are read.
// - A unit may follow, with or without a space ("2 km", "2km"); units are compared case sensitively
//   (m and M differ), after NFC and white space collapsing.
// - The number is divided by its unit's multiplier before it is checked, so the accepted values are in the
//   unit of multiplier 1: with m (1) and km (0.001), "2 km" is 2 / 0.001 = 2000 (m). No unit given counts as
//   the unit of multiplier 1, unless the question requires a unit: then it scores 0, as does a unit that is
//   not listed.
// - Right when |x - value| <= tolerance, both ends included. Binary floating point makes 0.1 + 0.2 come out
//   a hair above 0.3, so the comparison allows a slack of a few units in the last place of the numbers
//   compared (8 × Number.EPSILON × the largest of them), far below any tolerance an author can mean.
import type { NumericAnswer, NumericUnit } from '../model.js';

const DIGIT_BLOCKS = [0x0966 /* Devanagari ० */, 0x09e6 /* Bengali ০ */];

/** Whether a text holds anything asciiDigits changes: most typed numbers do not, and are read as they are. */
const NOT_ASCII_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u2212]/u;

/** Devanagari and Bengali digits as ASCII digits, the minus sign as a hyphen. */
function asciiDigits(text: string): string {
  if (!NOT_ASCII_DIGIT.test(text)) return text;
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0) as number;
    const block = DIGIT_BLOCKS.find((zero) => code >= zero && code <= zero + 9);
    out += block === undefined ? (c === '\u2212' ? '-' : c) : String(code - block);
  }
  return out;
}

const NUMBER_AND_UNIT = /^([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?)\s*(.*)$/iu;

/** A unit in the form units are compared in. */
export const comparableUnit = (unit: string): string => unit.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** A typed answer as a number and the unit after it ('' when none); null when it does not start with one. */
export function readNumberAndUnit(typed: string): { value: number; unit: string } | null {
  const match = NUMBER_AND_UNIT.exec(comparableUnit(asciiDigits(typed.normalize('NFC'))));
  if (!match) return null;
  const value = Number((match[1] as string).replace(',', '.'));
  return Number.isFinite(value) ? { value, unit: comparableUnit(match[2] as string) } : null;
}

/** Whether x is within an accepted answer's tolerance, both ends included (with the float slack above). */
export function withinTolerance(x: number, answer: NumericAnswer): boolean {
  const slack = 8 * Number.EPSILON * Math.max(Math.abs(x), Math.abs(answer.value), Math.abs(answer.tolerance));
  return Math.abs(x - answer.value) <= Math.abs(answer.tolerance) + slack;
}

/** The typed answer in the unit of multiplier 1, or null when it is not a number or its unit is not right. */
export function typedValue(typed: string, units: readonly NumericUnit[], unitRequired: boolean): number | null {
  const read = readNumberAndUnit(typed);
  if (!read) return null;
  if (read.unit === '') return unitRequired ? null : read.value;
  const unit = units.find((u) => comparableUnit(u.unit) === read.unit);
  return unit ? read.value / unit.multiplier : null;
}
