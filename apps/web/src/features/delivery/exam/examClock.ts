// The countdown follows the server's deadline, not the candidate's clock (issue 4: "the timer is the
// server's"). Pure helpers, unit-tested.

/** The timer turns urgent in the last minute (UX.md). */
export const URGENT_SECONDS = 60;
/** Each of the last ten seconds is announced to screen readers. */
const FINAL_SECONDS = 10;

/** Milliseconds to add to Date.now() to get the server's clock; serverNow arrived at receivedAt. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds until the deadline on the server's clock, never below 0. */
export function secondsLeft(deadlineAt: string, offsetMs: number, now = Date.now()): number {
  const deadline = Date.parse(deadlineAt);
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - (now + offsetMs)) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss, or h:mm:ss from one hour on. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export type Announcement = { unit: 'minutes' | 'seconds'; count: number };

/**
 * What the screen reader hears when the countdown moves from `previous` to `current` seconds: each
 * whole minute, and each of the last ten seconds; nothing otherwise, so the reader is not flooded
 * every second. A tick that skipped seconds (a throttled background tab) still announces the minute
 * it crossed.
 */
export function timerAnnouncement(previous: number | null, current: number): Announcement | null {
  if (previous === null || current >= previous || current <= 0) return null;
  if (current <= FINAL_SECONDS) return { unit: 'seconds', count: current };
  // The nearest whole minute at or above `current` lies below `previous`: that minute was passed.
  const crossedMinute = Math.ceil(current / 60) * 60 < previous;
  return crossedMinute ? { unit: 'minutes', count: Math.round(current / 60) } : null;
}
