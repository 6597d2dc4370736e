// Pure rules of the report screens (spec 001 §4 "Result status", §5 "Manual grading", "Result e-mail
// dialog", "Display rules", §6 certificate action).
import {
  LOCALE_TAG,
  certificateEligible,
  cutDateTime,
  isAdminRole,
  shownObtainedMarks,
  type Locale,
  type ResultRow,
} from '@assessly/shared';

/**
 * The attempt's date-time in the user's language with the information of the spec's first 19
 * characters (date and time to the second, as stored, without a time-zone shift); the cut text when the
 * value cannot be read.
 */
export function formatAttemptDateTime(value: string | null | undefined, locale: Locale): string {
  const parts = attemptDateTimeParts(value, locale);
  return parts.time ? `${parts.date}, ${parts.time}` : parts.date;
}

const DATE = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** The date and the time of formatAttemptDateTime apart, for a table cell of two short lines. */
export function attemptDateTimeParts(value: string | null | undefined, locale: Locale): { date: string; time: string } {
  const cut = cutDateTime(value);
  if (!cut) return { date: '', time: '' };
  const instant = new Date(`${cut.replace(' ', 'T')}Z`);
  if (Number.isNaN(instant.getTime())) return { date: cut, time: '' };
  const tag = LOCALE_TAG[locale] ?? 'en';
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(instant);
  return { date: format(DATE), time: format(TIME) };
}

/** Marks as a table shows them: null (n/a) without total marks, obtained marks capped at the total. */
export const shownMarks = (row: Pick<ResultRow, 'quizMark' | 'userObtainedQuizMark'>) =>
  row.quizMark > 0
    ? { total: row.quizMark, obtained: shownObtainedMarks(row.userObtainedQuizMark, row.quizMark) }
    : { total: null, obtained: null };

/**
 * The mark typed for one descriptive answer (spec 001 §5 "Manual grading"): the error key, or the
 * number to send. Text that is not a number counts as empty.
 */
export function checkMark(raw: string, questionMark: number): { error: string } | { value: number } {
  const text = raw.trim().replace(',', '.');
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < 0) return { error: 'markCanNotBeLessZero' };
  if (value > questionMark) return { error: 'marksObtaincannotgreaterthanQuestionMarks' };
  return { value };
}

/** The addresses of the result e-mail: trimmed, without duplicates, only those longer than 3 characters. */
export function emailRecipients(rows: Iterable<Pick<ResultRow, 'email'>>): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const email = row.email.trim();
    if (email.length > 3) seen.add(email);
  }
  return [...seen];
}

/** The candidate's certificate action: never for admins; an examined result that earned it (spec 001 §6). */
export const showCertificate = (row: ResultRow, roleId: number | undefined): boolean =>
  roleId !== undefined && !isAdminRole(roleId) && row.isExamined && certificateEligible(row);

/** Where the certificate action leads (the certificate screen reads these three values). */
export const certificateLink = (row: Pick<ResultRow, 'certificateTemplateId' | 'userId' | 'quizResponseInitialId'>) =>
  `/report/certificates?${new URLSearchParams({
    templateId: String(row.certificateTemplateId ?? ''),
    userId: String(row.userId),
    attemptId: String(row.quizResponseInitialId),
  })}`;

/** Selected result rows kept across pages: the ids the table shows as checked, the rows for the e-mail. */
export function nextSelection(
  current: ReadonlyMap<number, ResultRow>,
  ids: ReadonlySet<string | number>,
  pageRows: readonly ResultRow[],
): Map<number, ResultRow> {
  const byId = new Map(pageRows.map((r) => [r.quizResponseInitialId, r]));
  const next = new Map<number, ResultRow>();
  for (const id of ids) {
    const row = current.get(Number(id)) ?? byId.get(Number(id));
    if (row) next.set(row.quizResponseInitialId, row);
  }
  return next;
}
