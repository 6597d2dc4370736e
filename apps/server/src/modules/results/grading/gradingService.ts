import { attemptTotal, round2, type ResultDetail } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import { answerTotals } from '../../delivery/index.js';
import { findAttempt, isOverdue, type AttemptRow } from '../../delivery/index.js';
import { finishAttempt } from '../../delivery/index.js';
import {
  findGradableAnswer,
  lockFinishedAttempt,
  pendingAnswers,
  saveAnswerMark,
  saveAttemptGrade,
} from './gradingRepository.js';

export interface MarksUpdated {
  responseMsg: number;
  userObtainedQuizMark: number;
  isExamined: boolean;
  pendingCount: number;
}

/**
 * Grading is for finished attempts. One past its deadline that the sweep has not reached yet is
 * finished here first; one still under way is refused (attemptStillOpen).
 */
async function ensureFinished(db: DB, attemptId: number, now: Date): Promise<AttemptRow> {
  const attempt = (await findAttempt(db, attemptId)) ?? notFound();
  if (attempt.finishedAt !== null) return attempt;
  if (!isOverdue(attempt, now)) refuse('attemptStillOpen');
  await finishAttempt(db, attemptId, now);
  return attempt;
}

/** GetPendingExamine / GetResultByTopic: the answers of the attempt the reviewer still has to mark. */
export async function pendingExamine(db: DB, attemptId: number, now = new Date()): Promise<ResultDetail[]> {
  return pendingAnswers(db, await ensureFinished(db, attemptId, now));
}

/**
 * UpdateMarksObtain (spec 001 §5 "Manual grading"): the mark must be given and at least 0, and at most
 * the question's mark. In one transaction the answer gets its mark and counts as examined (with the
 * examiner's feedback when one is sent: issue 20), and the attempt's total (capped at the assessment's
 * marks) and examined flag are recomputed from all its answers (floored at 0 when the assessment says so), so re-grading an answer simply replaces
 * its mark.
 */
export async function updateMarksObtained(
  db: DB,
  answerId: number,
  marks: number | null,
  now = new Date(),
  feedback?: string,
): Promise<MarksUpdated> {
  if (marks === null || marks < 0) return refuse('markCanNotBeLessZero');
  const answer = (await findGradableAnswer(db, answerId)) ?? notFound();
  if (marks > answer.questionMark) refuse('marksObtaincannotgreaterthanQuestionMarks');
  const attemptId = answer.quizResponseInitialId;
  await ensureFinished(db, attemptId, now);

  return db.transaction().execute(async (trx) => {
    if (!(await lockFinishedAttempt(trx, attemptId))) refuse('attemptStillOpen');
    const grade = {
      mark: Math.min(round2(marks), answer.questionMark),
      // An empty text removes the feedback; none sent keeps what is stored.
      feedback: feedback === undefined ? undefined : feedback || null,
    };
    await saveAnswerMark(trx, answerId, grade, now.toISOString());
    const totals = await answerTotals(trx, attemptId);
    // The same total as the finish's: negative marks of other answers, the attempt's floor, the cap.
    const userObtainedQuizMark = attemptTotal(totals.marks, answer.quizMark, answer.floorAttemptAtZero === 1);
    const isExamined = totals.pending === 0;
    await saveAttemptGrade(trx, attemptId, { userObtainedQuizMark, isExamined: isExamined ? 1 : 0 });
    return { responseMsg: attemptId, userObtainedQuizMark, isExamined, pendingCount: totals.pending };
  });
}
