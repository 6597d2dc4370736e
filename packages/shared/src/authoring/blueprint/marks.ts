// The marks of a drawn paper's questions (issue 23).
import { MARK_OPTION } from '../assessments.js';
import { spreadMarks } from '../assessmentRules.js';

/**
 * How option 3 marks a paper whose total may differ from other papers' (Go Live asks the admin):
 * 'own' each question's own mark; 'equal' the total spread equally over the drawn questions; 'scale' the
 * own marks scaled so that the paper totals the stated total.
 */
export type TotalsChoice = 'own' | 'equal' | 'scale';
export const TOTALS_CHOICES = ['own', 'equal', 'scale'] as const satisfies readonly TotalsChoice[];

/**
 * Each drawn question's mark, in the paper's order (sections joined). `ownMarks` are the drawn questions'
 * own marks; `total` the assessment's stated total (options 1, and 3 with 'equal' or 'scale'). Option 1
 * spreads the total as for a fixed paper (spreadMarks); a survey has no marks. Marks are in cents and add
 * up exactly to the total where one applies.
 */
export function paperMarks(
  ownMarks: readonly number[],
  markOptionId: number,
  total: number,
  choice: TotalsChoice = 'own',
): number[] {
  const n = ownMarks.length;
  if (markOptionId === MARK_OPTION.survey) return ownMarks.map(() => 0);
  if (markOptionId === MARK_OPTION.equal || choice === 'equal') return spreadMarks(total, n);
  if (choice === 'own') return ownMarks.map((m) => Math.round(m * 100) / 100);
  return scaleMarks(ownMarks, total);
}

/**
 * Own marks scaled to a total, in cents by the largest remainder (ties to the earlier question), so the
 * parts add up to the total exactly. Without any own marks, the total is spread equally.
 */
function scaleMarks(ownMarks: readonly number[], total: number): number[] {
  const sum = ownMarks.reduce((s, m) => s + Math.max(0, m), 0);
  if (!(sum > 0)) return spreadMarks(total, ownMarks.length);
  const cents = Math.round(total * 100);
  const exact = ownMarks.map((m) => (Math.max(0, m) / sum) * cents);
  const parts = exact.map(Math.floor);
  let left = cents - parts.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((c) => c / 100);
}
