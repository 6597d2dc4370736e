// The mark an examiner gives one descriptive answer (spec 001 §5 "Manual grading", issue 20).

/**
 * A plain decimal number as people write it: digits, optionally a point and more digits, optionally a
 * leading minus (so that a negative mark gets the spec's markCanNotBeLessZero rather than a format error).
 * Nothing JavaScript's Number() would also read: no hex (0x2), exponent (1e1), Infinity, sign +, leading
 * or trailing point, inner or surrounding spaces.
 */
const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/** What a typed or sent mark is: empty (blank), a number, or not a plain decimal at all. */
export type MarkText = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

export function readMarkText(text: string): MarkText {
  if (text.trim() === '') return { kind: 'empty' };
  if (!PLAIN_DECIMAL.test(text)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(text) };
}

/** The longest feedback an examiner may write on one answer. */
export const FEEDBACK_MAX = 2000;
