// The arithmetic every score shares: the bounds of a fraction, the question's floor and Moodle's precision.
import type { Fraction, MarkingRules } from '../model.js';
import { roundFraction } from '../fraction.js';

/** A raw fraction within [-1, 1], floored at 0 when the assessment floors questions, rounded to 7 places. */
export function finalFraction(raw: number, marking: MarkingRules): Fraction {
  const bounded = Math.min(1, Math.max(-1, raw));
  return roundFraction(marking.floorQuestionAtZero ? Math.max(0, bounded) : bounded);
}

/** The best of some fractions, or 0 when there are none (no accepted answer matched). */
export const bestFraction = (fractions: readonly number[]): number =>
  fractions.length === 0 ? 0 : Math.max(...fractions);

/** A fraction as a reader reads it next to an answer: "(50%)", nothing for 100%. */
export const percentNote = (fraction: Fraction): string =>
  fraction === 1 ? '' : ` (${Number((fraction * 100).toFixed(2))}%)`;
