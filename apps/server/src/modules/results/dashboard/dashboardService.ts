import { ANALYTICS_TOP_QUIZZES, isOnLive, round2, type AnalyticsItem, type DashboardStatus } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import * as repo from './dashboardRepository.js';

/** The label of sign-ins whose browser or platform was not recorded. */
export const UNKNOWN_CLIENT = 'Unknown';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `x` days in UTC, oldest first, ending today: 'YYYY-MM-DD'. */
export function lastDays(x: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: x }, (_, i) => isoDay(today - (x - 1 - i) * DAY_MS));
}

/** The last `x` months in UTC, oldest first, ending with this month: 'YYYY-MM'. */
export function lastMonths(x: number, now: Date): string[] {
  return Array.from({ length: x }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (x - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/** The first instant of a day or month key, as the ISO text the tables compare with. */
const startOf = (key: string) => (key.length === 7 ? `${key}-01T00:00:00.000Z` : `${key}T00:00:00.000Z`);

/** Every period of the range with its count, 0 where nothing happened: charts get a continuous axis. */
function zeroFilled(periods: string[], rows: repo.KeyCount[], field: 'date' | 'month'): AnalyticsItem[] {
  const counts = new Map(rows.map((r) => [r.key, r.count]));
  return periods.map((key) => ({ [field]: key, count: counts.get(key) ?? 0 }) as AnalyticsItem);
}

/** GetStatus: the four tiles; "live" is running and inside the schedule now (spec 001 §2 "Assessment list"). */
export async function dashboardStatus(db: DB, now = new Date()): Promise<DashboardStatus> {
  const counts = await repo.statusCounts(db);
  return {
    totalStudents: counts.students,
    totalQuizes: counts.quizzes,
    liveQuizes: counts.running.filter((q) => isOnLive({ ...q, isRunning: true }, now)).length,
    totalQuestions: counts.questions,
  };
}

export async function paymentSummaryByDate(db: DB, x: number, now = new Date()) {
  const days = lastDays(x, now);
  const rows = await repo.paymentsByDay(db, startOf(days[0]!));
  return zeroFilled(
    days,
    rows.map((r) => ({ ...r, count: round2(r.count) })),
    'date',
  );
}

export async function quizCountByDate(db: DB, x: number, now = new Date()) {
  const days = lastDays(x, now);
  return zeroFilled(days, await repo.attemptsByDay(db, startOf(days[0]!)), 'date');
}

export async function userCountByQuiz(db: DB, x: number, now = new Date()): Promise<AnalyticsItem[]> {
  const days = lastDays(x, now);
  return repo.candidatesByQuiz(db, startOf(days[0]!), ANALYTICS_TOP_QUIZZES);
}

export async function logInSummaryByDate(db: DB, x: number, now = new Date()) {
  const days = lastDays(x, now);
  return zeroFilled(days, await repo.loginsBy(db, 10, startOf(days[0]!)), 'date');
}

export async function logInSummaryByMonth(db: DB, x: number, now = new Date()) {
  const months = lastMonths(x, now);
  return zeroFilled(months, await repo.loginsBy(db, 7, startOf(months[0]!)), 'month');
}

/**
 * Sign-ins of the last x days by browser or platform, most first. A missing or blank value is counted
 * as 'Unknown' (merged in code: null and '' are different groups in SQL).
 */
export async function clientCount(db: DB, column: 'browser' | 'platform', x: number, now = new Date()) {
  const days = lastDays(x, now);
  const totals = new Map<string, number>();
  for (const row of await repo.loginsByClient(db, column, startOf(days[0]!))) {
    const name = row.key?.trim() || UNKNOWN_CLIENT;
    totals.set(name, (totals.get(name) ?? 0) + row.count);
  }
  return [...totals]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([name, count]) => ({ [column]: name, count }) as AnalyticsItem);
}
