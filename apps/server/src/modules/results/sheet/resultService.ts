import { isAdminRole, withoutKey, type ResultDetail, type ResultRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { forbidden, notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { findAttempt, isOverdue, latestAttempt, type AttemptRow } from '../../delivery/index.js';
import { finishAttempt } from '../../delivery/index.js';
import { findResultRow, listResultDetails } from './resultRepository.js';

type Caller = Pick<AuthUser, 'userId' | 'roleId'>;

/**
 * A finished attempt the caller may read: admins any, a candidate only their own (403 otherwise). An
 * attempt still under way has no result yet (attemptStillOpen); one past its deadline and grace is
 * finished first, so the result sheet never waits for the sweep.
 */
async function readableFinished(db: DB, caller: Caller, attemptId: number, now: Date): Promise<AttemptRow> {
  const attempt = (await findAttempt(db, attemptId)) ?? notFound();
  if (!isAdminRole(caller.roleId) && attempt.userId !== caller.userId) forbidden();
  if (attempt.finishedAt !== null) return attempt;
  if (!isOverdue(attempt, now)) refuse('attemptStillOpen');
  await finishAttempt(db, attemptId, now);
  return attempt;
}

/** GetFinishedExamInfo: the result row of the sheet's header (isExamined decides what the sheet shows). */
export async function finishedExamInfo(
  db: DB,
  caller: Caller,
  attemptId: number,
  now = new Date(),
): Promise<ResultRow> {
  await readableFinished(db, caller, attemptId, now);
  return (await findResultRow(db, attemptId)) ?? notFound();
}

/**
 * Does the candidate have an attempt of this assessment under way (open, not past its deadline and
 * grace)? While they do, none of their earlier answers of it may show its key (issue 20): with multiple
 * attempts and correct answers shown, the sheet of a finished attempt is the key of the open one.
 */
export async function hasOpenAttempt(db: DB, userId: number, quizTopicId: number, now: Date): Promise<boolean> {
  const latest = await latestAttempt(db, userId, quizTopicId);
  return latest !== undefined && latest.finishedAt === null && !isOverdue(latest, now);
}

/**
 * GetFinishedExamResult: the answers of the attempt. Candidates see correct answers and explanations
 * only when the attempt allowed them; admins always see both (spec 001 §6). A candidate with another
 * attempt of the assessment under way sees none of it until that attempt has ended (resultHiddenWhileOpen).
 */
export async function finishedExamResult(
  db: DB,
  caller: Caller,
  attemptId: number,
  now = new Date(),
): Promise<ResultDetail[]> {
  const attempt = await readableFinished(db, caller, attemptId, now);
  if (!isAdminRole(caller.roleId) && (await hasOpenAttempt(db, caller.userId, attempt.quizTopicId, now)))
    refuse('resultHiddenWhileOpen');
  const rows = await listResultDetails(db, attempt);
  if (isAdminRole(caller.roleId)) return rows;
  const showCorrect = attempt.allowCorrectOption === 1;
  const showExplanation = attempt.allowAnswerExplation === 1;
  return rows.map((r) => ({
    ...r,
    correctAnswer: showCorrect ? r.correctAnswer : '',
    // The candidate's own parts, marked as they scored; the key only where the attempt shows it.
    display: showCorrect || !r.display ? r.display : withoutKey(r.display),
    answerExplanation: showExplanation ? r.answerExplanation : '',
  }));
}
