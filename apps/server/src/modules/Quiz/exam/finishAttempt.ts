import { MARK_OPTION, minutesBetween, round2 } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import {
  answeredQuestionIds,
  answerTotals,
  findQuestions,
  insertMissingAnswers,
  type NewAnswer,
} from './answerRepository.js';
import { claimFinish, findAttempt, orderOf, saveTotals, type AttemptRow } from './attemptRepository.js';

/** An attempt ends at the moment it was finished, but never later than its deadline. */
export function finishMoment(attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date): Date {
  const deadline = attempt.deadlineAt ? new Date(attempt.deadlineAt) : null;
  return deadline && deadline < now ? deadline : now;
}

/** Skipped rows (no answer, no marks, examined) for the questions of the order left unanswered. */
async function skippedRows(trx: DB, attempt: AttemptRow, at: string): Promise<NewAnswer[]> {
  const order = orderOf(attempt);
  const answered = await answeredQuestionIds(trx, attempt.quizResponseInitialId);
  const missing = order.filter((id) => !answered.has(id));
  // A question deleted since the start has nothing left to snapshot: it is left out.
  const questions = new Map((await findQuestions(trx, missing)).map((q) => [q.quizQuestionId, q]));
  return missing.flatMap((id) => {
    const q = questions.get(id);
    if (!q) return [];
    return [
      {
        quizResponseInitialId: attempt.quizResponseInitialId,
        quizQuestionId: id,
        serial: order.indexOf(id),
        questionTypeId: q.questionTypeId,
        questionDetail: q.questionDetail,
        imagePath: q.imagePath,
        videoPath: q.videoPath,
        userAnswer: '',
        isAnswerSkipped: 1,
        correctAnswer: q.correctOptionText,
        answerExplanation: q.answerExplanation,
        questionMark: attempt.quizMarkOptionId === MARK_OPTION.survey ? 0 : q.perQuestionMark,
        userObtainedQuestionMark: 0,
        isExamined: 1,
        pointerLeaveCount: null,
        visibilitychangeCount: null,
        addedBy: attempt.userId,
        dateAdded: at,
        lastUpdated: null,
      },
    ];
  });
}

/**
 * Ends an attempt: the candidate's submit, a deadline found passed, and the sweep all come here. In one
 * transaction and only while finishedAt is empty (the conditional UPDATE claims it, so two callers or two
 * server instances never finish it twice): unanswered questions become skipped rows, and the marks,
 * time taken, integrity counts and examined flag are totalled. Answers whether this call finished it.
 */
export async function finishAttempt(db: DB, attemptId: number, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute((trx) => finishInTransaction(trx, attemptId, now));
}

/** finishAttempt inside a transaction the caller already holds. */
export async function finishInTransaction(trx: DB, attemptId: number, now: Date): Promise<boolean> {
  const attempt = await findAttempt(trx, attemptId);
  if (!attempt || attempt.finishedAt !== null) return false;
  const finishedAt = finishMoment(attempt, now);
  if (!(await claimFinish(trx, attemptId, finishedAt.toISOString()))) return false;

  await insertMissingAnswers(trx, await skippedRows(trx, attempt, now.toISOString()));
  const totals = await answerTotals(trx, attemptId);
  const survey = attempt.quizMarkOptionId === MARK_OPTION.survey;
  const marks = round2(totals.marks);
  await saveTotals(trx, attemptId, {
    // A survey has no time (spec 001 §4: the stop button records no time for mark option 2).
    timeTaken: survey ? 0 : minutesBetween(new Date(attempt.startedAt), finishedAt),
    userObtainedQuizMark: attempt.quizMark > 0 ? Math.min(marks, attempt.quizMark) : marks,
    isExamined: totals.pending === 0 ? 1 : 0,
    pointerLeaveCountSum: totals.pointer,
    visibilitychangeCountSum: totals.visibility,
  });
  return true;
}
