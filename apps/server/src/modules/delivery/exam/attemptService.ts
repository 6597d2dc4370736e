import { randomInt } from 'node:crypto';
import {
  attemptDeadline,
  isOnLive,
  MARK_OPTION,
  PARTICIPANT_OPTION,
  type Attempt,
  successCode,
} from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { examTransactionSlots } from '../../../db/transactionSlots.js';
import { AppError, notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { invitedAmong } from '../../authoring/index.js';
import { newAttemptSecret } from './attemptKeys.js';
import * as attempts from './attemptRepository.js';
import { attemptMarking } from './marking.js';
import { checkPlanAllowsStart } from './eligibility.js';
import { finishAttempt, finishInTransaction } from './finishAttempt.js';
import { findStartQuiz } from './startRepository.js';

type Candidate = Pick<AuthUser, 'userId' | 'email'>;
/** The assessment as a start sees it, with its question ids in the order they were added and the candidate's extra time. */
type QuizToStart = NonNullable<Awaited<ReturnType<typeof findStartQuiz>>>;

/** The attempt as the exam screen gets it: flags and position, never a correct answer or a question's mark. */
export function toAttempt(row: attempts.AttemptRow, now: Date, resumed: boolean): Attempt {
  return {
    quizResponseInitialId: row.quizResponseInitialId,
    quizTopicId: row.quizTopicId,
    quizTitle: row.quizTitle,
    quizTime: row.quizTime,
    quizMarkOptionId: row.quizMarkOptionId,
    quizTotalMarks: row.quizMark,
    totalQuestions: attempts.orderOf(row).length,
    currentSerial: row.currentSerial,
    allowQuizStop: row.allowQuizStop === 1,
    allowQuizSkip: row.allowQuizSkip === 1,
    allowMultipleSelection: row.allowMultipleSelection === 1,
    startedAt: row.startedAt,
    deadlineAt: row.deadlineAt,
    serverNow: now.toISOString(),
    finished: row.finishedAt !== null,
    resumed,
  };
}

/** Fisher–Yates with the system's cryptographic randomness: the order cannot be predicted from earlier ones. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Checks of spec 001 §4 "Starting an assessment" that need no lock: availability, then the invited list. */
async function availableQuiz(db: DB, user: Candidate, quizTopicId: number, now: Date): Promise<QuizToStart> {
  const quiz = await findStartQuiz(db, quizTopicId, user.userId);
  // 'alert' refusals: the client shows the message without the attempt-limit text.
  if (!quiz || !isOnLive({ ...quiz, isRunning: quiz.isRunning === 1 }, now) || quiz.questionIds.length === 0)
    throw new AppError('assessmentNotAvailable', { alert: true });
  if (quiz.quizParticipantOptionId === PARTICIPANT_OPTION.invited) {
    const email = user.email.trim().toLowerCase();
    if (!(await invitedAmong(db, quizTopicId, [email])).has(email))
      throw new AppError('notInvitedToAssessment', { alert: true });
  }
  return quiz;
}

/** What an attempt keeps of its assessment, so later edits never change what it was taken and graded against. */
async function newAttempt(db: DB, user: Candidate, quiz: QuizToStart, attemptCount: number, now: Date) {
  const ids = quiz.questionIds;
  const deadline = attemptDeadline(now, quiz.quizTime, quiz.extraTime);
  const survey = quiz.quizMarkOptionId === MARK_OPTION.survey;
  const at = now.toISOString();
  return {
    userId: user.userId,
    email: user.email,
    quizTopicId: quiz.quizTopicId,
    quizTitle: quiz.quizTitle,
    quizMark: quiz.quizTotalMarks,
    quizPassMarks: quiz.quizPassMarks,
    quizTime: quiz.quizTime,
    quizMarkOptionId: quiz.quizMarkOptionId,
    certificateTemplateId: quiz.certificateTemplateId,
    allowCorrectOption: quiz.allowCorrectOption === 1 ? 1 : 0,
    allowAnswerExplation: quiz.allowAnswerExplation === 1 ? 1 : 0,
    allowMultipleSelection: (survey ? quiz.allowMultipleInputByUser : quiz.allowMultipleAnswer) === 1 ? 1 : 0,
    allowQuizStop: quiz.allowQuizStop === 1 ? 1 : 0,
    allowQuizSkip: quiz.allowQuizSkip === 1 ? 1 : 0,
    questionOrder: JSON.stringify(quiz.allowQuestionSuffle === 1 ? shuffled(ids) : ids),
    currentSerial: 0,
    // The schedule's end does not cut an attempt that has started: only the time (and extra time) does.
    startedAt: at,
    deadlineAt: deadline ? deadline.toISOString() : null,
    finishedAt: null,
    timeTaken: 0,
    userObtainedQuizMark: 0,
    isExamined: 0,
    pointerLeaveCountSum: 0,
    visibilitychangeCountSum: 0,
    attemptCount,
    addedBy: user.userId,
    dateAdded: at,
    // Issue 22: the secret of this attempt's opaque ids and shuffles (attemptKeys.ts), never sent.
    attemptSecret: newAttemptSecret(),
    ...attemptMarking(quiz),
  };
}

/**
 * CreateQuizResponseInitial: availability and invitation first; then, under the candidate's lock (two
 * simultaneous starts never open two attempts), an attempt under way is resumed, an overdue one is
 * finished, the attempt rule is applied and a new attempt is created.
 */
export function startAttempt(db: DB, user: Candidate, quizTopicId: number, now = new Date()): Promise<Attempt> {
  // Behind the exam's transaction slots, so candidates already answering never queue behind a start wave.
  return examTransactionSlots(db).run(() => startInSlot(db, user, quizTopicId, now));
}

async function startInSlot(db: DB, user: Candidate, quizTopicId: number, now: Date): Promise<Attempt> {
  const quiz = await availableQuiz(db, user, quizTopicId, now);
  const result = await db.transaction().execute(async (trx) => {
    await attempts.lockCandidateStarts(trx, user.userId);
    const { open, finished: finishedBefore } = await attempts.attemptsAtStart(trx, user.userId, quizTopicId);
    const current = open.find((a) => !attempts.isOverdue(a, now));
    if (current) return toAttempt(current, now, true);
    // Overdue attempts get their result (committed) even when the candidate may not start again; each
    // counts as finished, by this call or by the sweep meanwhile.
    for (const a of open) await finishInTransaction(trx, a.quizResponseInitialId, now);
    const finished = finishedBefore + open.length;
    if (finished > 0 && quiz.allowMultipleAttempt !== 1) return null;
    await checkPlanAllowsStart(trx, user, quiz);
    const row = await attempts.insertAttempt(trx, await newAttempt(trx, user, quiz, finished + 1, now));
    return toAttempt(row, now, false);
  });
  return result ?? refuse('attemptLimitExceeded');
}

/** The caller's attempt of an assessment for the exam screen: the open one, else the latest; 404 without any. */
export async function attemptOfQuiz(db: DB, userId: number, quizTopicId: number) {
  return (await attempts.latestAttempt(db, userId, quizTopicId)) ?? notFound();
}

/**
 * An attempt the candidate is still taking. Past its deadline and grace it is finished on the spot and
 * the call refused with examTimeOver; an attempt already finished answers attemptClosed.
 */
export async function mustBeOpen<
  T extends Pick<attempts.AttemptRow, 'quizResponseInitialId' | 'finishedAt' | 'deadlineAt'>,
>(db: DB, attempt: T, now: Date): Promise<T> {
  if (attempt.finishedAt !== null) refuse('attemptClosed');
  if (attempts.isOverdue(attempt, now)) {
    await finishAttempt(db, attempt.quizResponseInitialId, now);
    refuse('examTimeOver');
  }
  return attempt;
}

/**
 * CheckQuizEndTime: true once the attempt is finished or its deadline has passed. It is finished here
 * only after the grace, so that an answer already on its way is still saved; the client ends the exam
 * (UpdateQuizTakenTime) on true, which finishes it at the deadline.
 */
export async function hasEnded(db: DB, user: Candidate, attemptId: number, now = new Date()): Promise<boolean> {
  const attempt = (await attempts.findOwnAttempt(db, attemptId, user.userId)) ?? notFound();
  if (attempt.finishedAt !== null) return true;
  if (attempts.isOverdue(attempt, now)) await finishAttempt(db, attemptId, now);
  return attempt.deadlineAt !== null && new Date(attempt.deadlineAt) <= now;
}

/** UpdateQuizTakenTime: the candidate ends their attempt; ending it again answers the same. */
export async function submitAttempt(db: DB, user: Candidate, attemptId: number, now = new Date()) {
  // Only the candidate's own attempt is claimed; when nothing was, it was finished already or is not theirs.
  const finished = await examTransactionSlots(db).run(() =>
    db.transaction().execute((trx) => finishInTransaction(trx, attemptId, now, user.userId)),
  );
  if (!finished && !(await attempts.findOwnAttempt(db, attemptId, user.userId))) notFound();
  return { responseMsg: successCode('examFinished'), quizResponseInitialId: attemptId };
}
