import { attemptTotal, MARK_OPTION, minutesBetween } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { examTransactionSlots } from '../../../db/transactionSlots.js';
import {
  countedAnswers,
  findQuestions,
  insertMissingAnswers,
  submitDrafts,
  totalsOf,
  type NewAnswer,
} from './answerRepository.js';
import { gradeStored } from './answerGrade.js';
import { keysOfAttempt } from './attemptKeys.js';
import { claimFinish, orderOf, saveTotals, type AttemptRow } from './attemptRepository.js';
import { markingOf } from './marking.js';
import { bodyOf } from './questionEngine.js';

/** Skipped rows (no answer, no marks, examined) for the questions of the order left unanswered. */
async function skippedRows(trx: DB, attempt: AttemptRow, answered: Set<number>, at: string): Promise<NewAnswer[]> {
  const order = orderOf(attempt);
  const missing = order.filter((id) => !answered.has(id));
  if (missing.length === 0) return [];
  // A question deleted since the start has nothing left to snapshot: it is left out.
  const questions = new Map((await findQuestions(trx, missing)).map((q) => [q.quizQuestionId, q]));
  return missing.flatMap((id) => {
    const q = questions.get(id);
    if (!q) return [];
    // The question's text and key as the result shows them (a cloze text with [[n]]: answerGrade.ts).
    const grade = gradeStored({
      question: q,
      body: bodyOf(q),
      keys: keysOfAttempt(attempt.attemptSecret, id),
      marking: markingOf(attempt),
      quizMarkOptionId: attempt.quizMarkOptionId,
      userAnswer: '',
      skipped: true,
    });
    return [
      {
        quizResponseInitialId: attempt.quizResponseInitialId,
        quizQuestionId: id,
        serial: order.indexOf(id),
        questionTypeId: q.questionTypeId,
        imagePath: q.imagePath,
        videoPath: q.videoPath,
        userAnswer: '',
        isAnswerSkipped: 1,
        answerExplanation: q.answerExplanation,
        ...grade,
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
 * transaction and only while finishedAt is empty (claimFinish claims it, so two callers or two
 * server instances never finish it twice): the on-screen answers (drafts) become submitted answers,
 * unanswered questions become skipped rows, and the marks,
 * time taken, integrity counts and examined flag are totalled. Answers whether this call finished it.
 * Four statements when every question was answered: the claim, the answers, the totals, the commit.
 */
export async function finishAttempt(db: DB, attemptId: number, now: Date = new Date()): Promise<boolean> {
  // Behind the exam's transaction slots (db/transactionSlots.ts): a wave of finishes at the end of an
  // exam leaves connections for the answers still arriving.
  return examTransactionSlots(db).run(() =>
    db.transaction().execute((trx) => finishInTransaction(trx, attemptId, now)),
  );
}

/** finishAttempt inside a transaction the caller already holds; with `userId`, only that candidate's attempt. */
export async function finishInTransaction(trx: DB, attemptId: number, now: Date, userId?: number): Promise<boolean> {
  const attempt = await claimFinish(trx, attemptId, now, userId);
  if (!attempt) return false;
  const finishedAtText = attempt.finishedAt ?? now.toISOString();
  const finishedAt = new Date(finishedAtText);

  const answers = await countedAnswers(trx, attemptId);
  // The on-screen answers left when the attempt ends count as submitted (one more statement, only then).
  if (answers.some((a) => a.isDraft === 1)) await submitDrafts(trx, attemptId);
  const answered = new Set(answers.map((a) => a.quizQuestionId));
  await insertMissingAnswers(trx, await skippedRows(trx, attempt, answered, now.toISOString()));
  // Skipped rows add no marks and no counts, and are examined: the totals of the answers are the attempt's.
  const totals = totalsOf(answers);
  const survey = attempt.quizMarkOptionId === MARK_OPTION.survey;
  await saveTotals(trx, attemptId, {
    finishedAt: finishedAtText,
    // A survey has no time (spec 001 §4: the stop button records no time for mark option 2).
    timeTaken: survey ? 0 : minutesBetween(new Date(attempt.startedAt), finishedAt),
    userObtainedQuizMark: attemptTotal(totals.marks, attempt.quizMark, attempt.floorAttemptAtZero === 1),
    isExamined: totals.pending === 0 ? 1 : 0,
    pointerLeaveCountSum: totals.pointer,
    visibilitychangeCountSum: totals.visibility,
  });
  return true;
}
