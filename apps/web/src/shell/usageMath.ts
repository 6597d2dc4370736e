/** How full an allowance is: the bar's colour and the words beside it (the colour is never the only cue). */
export type UsageLevel = 'ok' | 'near' | 'full';

/** From this share of an allowance on, the bar warns. */
const NEAR_LIMIT = 0.8;

export function usageLevel(used: number, allowed: number | null): UsageLevel {
  if (!allowed || allowed <= 0) return 'ok';
  if (used >= allowed) return 'full';
  return used / allowed >= NEAR_LIMIT ? 'near' : 'ok';
}

/** The bar's fill in whole percent, 0 to 100 (an allowance passed shows as a full bar). */
export function usagePercent(used: number, allowed: number | null): number {
  if (!allowed || allowed <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((used / allowed) * 100)));
}

const DAY = 86_400_000;

/**
 * The plan cycle in whole days: its length, the days left (0 once it has ended; a part day counts as a
 * day, so the last day reads 1) and the share of it already gone, for the time bar.
 */
export function cycleDays(start: string, end: string, now: Date = new Date()) {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const total = Math.max(1, Math.round((to - from) / DAY));
  const left = Math.max(0, Math.ceil((to - now.getTime()) / DAY));
  const elapsed = Math.min(100, Math.max(0, ((now.getTime() - from) / (to - from || 1)) * 100));
  return { total, left, elapsed };
}
