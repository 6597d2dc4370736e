// Pure rules of the report screens (spec 001 §4 "Result status", §5 "Manual grading", "Result e-mail
// dialog", "Display rules", §6 certificate action).
import { certificateEligible, isAdminRole, readMarkText, shownObtainedMarks, type ResultRow } from '@assessly/shared';

/** Marks as a table shows them: null (n/a) without total marks, obtained marks capped at the total. */
export const shownMarks = (row: Pick<ResultRow, 'quizMark' | 'userObtainedQuizMark'>) =>
  row.quizMark > 0
    ? { total: row.quizMark, obtained: shownObtainedMarks(row.userObtainedQuizMark, row.quizMark) }
    : { total: null, obtained: null };

/**
 * The mark typed for one descriptive answer (spec 001 §5 "Manual grading"): the error key, or the number
 * and the text to send. Only a plain decimal is a mark (a decimal comma is read as a point): 0x2, 1e1 or
 * Infinity are not numbers to an examiner, and the server refuses them too (issue 20).
 */
export function checkMark(raw: string, questionMark: number): { error: string } | { value: number; text: string } {
  const text = raw.trim().replace(',', '.');
  const mark = readMarkText(text);
  if (mark.kind === 'empty') return { error: 'markCanNotBeLessZero' };
  if (mark.kind === 'invalid') return { error: 'marksMustBeNumber' };
  if (mark.value < 0) return { error: 'markCanNotBeLessZero' };
  if (mark.value > questionMark) return { error: 'marksObtaincannotgreaterthanQuestionMarks' };
  return { value: mark.value, text };
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
