// Pure result rules of spec 001 §4 "Result status", §5 "Manual grading" and "Display rules", §6 certificates.
import { round2 } from '../common/display.js';

/** Status label of spec 001 §4: n/a without marks, Pending until examined, then Passed or Failed. */
export type ResultStatus = 'passed' | 'failed' | 'pending' | 'notApplicable';
export function resultStatus(r: {
  isExamined: boolean;
  quizMark: number;
  userObtainedQuizMark: number;
  quizPassMarks: number;
}): ResultStatus {
  if (!(r.quizMark > 0)) return 'notApplicable';
  if (!r.isExamined) return 'pending';
  return r.userObtainedQuizMark >= r.quizPassMarks ? 'passed' : 'failed';
}

/** Obtained marks as shown: rounded to 2 decimals and never above the total. */
export const shownObtainedMarks = (obtained: number, total: number): number =>
  round2(total > 0 ? Math.min(obtained, total) : obtained);

/** The certificate action: a template, and either no pass mark or obtained marks reaching it (spec 001 §6). */
export const certificateEligible = (r: {
  certificateTemplateId: number | null;
  quizPassMarks: number;
  userObtainedQuizMark: number;
}): boolean => r.certificateTemplateId !== null && (r.quizPassMarks === 0 || r.userObtainedQuizMark >= r.quizPassMarks);

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
