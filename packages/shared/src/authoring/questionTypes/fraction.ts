// Fractions of a question's mark as the exchange formats write them: `=` (100%), `%50%`, `%-33.33333%`.
import type { Fraction } from './model.js';

/** A fraction rounded to 7 places (Moodle's precision), so that a round trip gives the same number. */
export const roundFraction = (value: number): Fraction => Math.round(value * 1e7) / 1e7 + 0;

/** The prefix `=` or `%n%` of an alternative read (none is 0), and what follows it. */
export function parseFraction(written: string): { fraction: Fraction; rest: string } {
  if (written.startsWith('=')) return { fraction: 1, rest: written.slice(1) };
  const percent = /^%(-?\d+(?:[.,]\d*)?|-?[.,]\d+)%/.exec(written);
  if (!percent) return { fraction: 0, rest: written };
  const value = Number((percent[1] as string).replace(',', '.'));
  return { fraction: roundFraction(value / 100), rest: written.slice(percent[0].length) };
}

/** The prefix a fraction is written with: `=` for 1, `%n%` otherwise (n with at most 5 decimals). */
export function formatFraction(fraction: Fraction): string {
  if (fraction === 1) return '=';
  return `%${Number((fraction * 100).toFixed(5)) + 0}%`;
}
