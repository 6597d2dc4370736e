import { isOnLive, PARTICIPANT_OPTION, type CompletedQuiz, type RunningQuiz } from '@assessly/shared';
import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { assertMayStart } from '../../billing/index.js';
import { latestFinishedAttempts, overdueCutoff } from './attemptRepository.js';

const count = () => sql<number>`cast(count(*) as integer)`;

/**
 * Running assessments open to this candidate (open to all, or their e-mail on the invited list), with
 * the counts the dashboard shows and the candidate's attempts, in ONE query: correlated subqueries on
 * indexed columns, so the cost grows with the running assessments, not with all attempts. An open
 * attempt past its deadline and grace counts as finished: the sweep or the next call closes it.
 */
function runningForCandidate(db: DB, user: Pick<AuthUser, 'userId' | 'email'>, cutoff: string) {
  const email = user.email.trim().toLowerCase();
  return db
    .selectFrom('quiz_topic as t')
    .select([
      't.quizTopicId',
      't.quizTitle',
      't.quizTime',
      't.quizTotalMarks',
      't.quizPassMarks',
      't.quizMarkOptionId',
      't.allowExamOnNewWindow',
      't.allowMultipleAttempt',
      't.isRunning',
      't.quizscheduleStartTime',
      't.quizscheduleEndTime',
    ])
    .select((eb) => [
      eb
        .selectFrom('quiz_question as q')
        .select(count().as('n'))
        .whereRef('q.quizTopicId', '=', 't.quizTopicId')
        .as('questionsCount'),
      eb
        .selectFrom('quiz_instruction as i')
        .select(count().as('n'))
        .whereRef('i.quizTopicId', '=', 't.quizTopicId')
        .as('instructionsCount'),
      eb
        .selectFrom('quiz_attempt as a')
        .select(count().as('n'))
        .whereRef('a.quizTopicId', '=', 't.quizTopicId')
        .where('a.userId', '=', user.userId)
        .where((w) =>
          w.or([
            w('a.finishedAt', 'is not', null),
            w.and([w('a.deadlineAt', 'is not', null), w('a.deadlineAt', '<', cutoff)]),
          ]),
        )
        .as('attemptsTaken'),
      eb
        .selectFrom('quiz_attempt as a')
        .select((s) => s.fn.max('a.quizResponseInitialId').as('id'))
        .whereRef('a.quizTopicId', '=', 't.quizTopicId')
        .where('a.userId', '=', user.userId)
        .where('a.finishedAt', 'is', null)
        .where((w) => w.or([w('a.deadlineAt', 'is', null), w('a.deadlineAt', '>=', cutoff)]))
        .as('openAttemptId'),
    ])
    .where('t.isRunning', '=', 1)
    .where((w) =>
      w.or([
        w('t.quizParticipantOptionId', '<>', PARTICIPANT_OPTION.invited),
        w.exists(
          w
            .selectFrom('quiz_participant as p')
            .select('p.email')
            .whereRef('p.quizTopicId', '=', 't.quizTopicId')
            .where('p.email', '=', email),
        ),
      ]),
    );
}

/** Rows of the candidate's live assessments that are on live now and have questions, counts as numbers. */
async function liveForCandidate(db: DB, user: Pick<AuthUser, 'userId' | 'email'>, now: Date, onlyQuizTopicId?: number) {
  let query = runningForCandidate(db, user, overdueCutoff(now));
  if (onlyQuizTopicId !== undefined) query = query.where('t.quizTopicId', '=', onlyQuizTopicId);
  const rows = await query.orderBy('t.quizTopicId', 'desc').execute();
  return rows
    .map((r) => ({
      ...r,
      questionsCount: Number(r.questionsCount ?? 0),
      attemptsTaken: Number(r.attemptsTaken ?? 0),
      openAttemptId: r.openAttemptId === null || r.openAttemptId === undefined ? null : Number(r.openAttemptId),
    }))
    .filter((r) => isOnLive({ ...r, isRunning: r.isRunning === 1 }, now) && r.questionsCount > 0);
}

/** Has the candidate an attempt under way, or attempts left? Then the assessment is takeable. */
const takeable = (r: { openAttemptId: number | null; allowMultipleAttempt: number; attemptsTaken: number }) =>
  r.openAttemptId !== null || r.allowMultipleAttempt === 1 || r.attemptsTaken === 0;

/**
 * The live assessments this candidate may take now (GetRunningQuizes, and who may read instructions):
 * running, inside the schedule, open to them, with questions, and either an attempt under way (Resume)
 * or attempts left (multiple attempts allowed, or none finished yet). `onlyQuizTopicId` narrows it to one.
 */
export async function takeableQuizzes(
  db: DB,
  user: Pick<AuthUser, 'userId' | 'email'>,
  now: Date = new Date(),
  onlyQuizTopicId?: number,
): Promise<RunningQuiz[]> {
  return (await liveForCandidate(db, user, now, onlyQuizTopicId)).filter(takeable).map((r) => ({
    quizTopicId: r.quizTopicId,
    quizTitle: r.quizTitle,
    quizTime: r.quizTime,
    quizTotalMarks: r.quizTotalMarks,
    quizPassMarks: r.quizPassMarks,
    quizMarkOptionId: r.quizMarkOptionId,
    questionsCount: r.questionsCount,
    allowExamOnNewWindow: r.allowExamOnNewWindow === 1,
    instructionsCount: Number(r.instructionsCount ?? 0),
    openAttemptId: r.openAttemptId,
    attemptsTaken: r.attemptsTaken,
  }));
}

/**
 * GetCompletedQuizes (issue 20): the live assessments open to this candidate that they have finished
 * and may not take again, with the totals of their latest finished attempt, so that a finished
 * assessment stays on the dashboard as Completed instead of disappearing.
 */
export async function completedQuizzes(
  db: DB,
  user: Pick<AuthUser, 'userId' | 'email'>,
  now: Date = new Date(),
): Promise<CompletedQuiz[]> {
  const done = (await liveForCandidate(db, user, now)).filter((r) => !takeable(r));
  const latest = await latestFinishedAttempts(
    db,
    user.userId,
    done.map((r) => r.quizTopicId),
  );
  return done.map((r) => {
    const last = latest.get(r.quizTopicId);
    return {
      quizTopicId: r.quizTopicId,
      quizTitle: r.quizTitle,
      quizTime: r.quizTime,
      quizTotalMarks: r.quizTotalMarks,
      quizPassMarks: r.quizPassMarks,
      quizMarkOptionId: r.quizMarkOptionId,
      questionsCount: r.questionsCount,
      attemptsTaken: r.attemptsTaken,
      lastResult: last
        ? {
            quizResponseInitialId: last.quizResponseInitialId,
            quizMark: last.quizMark,
            userObtainedQuizMark: last.userObtainedQuizMark,
            quizPassMarks: last.quizPassMarks,
            isExamined: last.isExamined === 1,
            finishedAt: last.finishedAt,
          }
        : null,
    };
  });
}

/** May this candidate take (or go on with) this assessment now? The same rule as their dashboard. */
export async function mayTakeNow(db: DB, user: Pick<AuthUser, 'userId' | 'email'>, quizTopicId: number) {
  return (await takeableQuizzes(db, user, new Date(), quizTopicId)).length > 0;
}

/**
 * The candidate's plan and paid assessments (issue 7): runs inside the start transaction, after the
 * candidate's starts are serialised and only for a NEW attempt (resuming is never refused). Plan limits
 * (cycle dates, responses in the cycle, distinct assessments, responses per assessment) and the payment
 * of a paid assessment refuse here; a candidate without a plan is not limited. See payments/limits.
 */
export async function checkPlanAllowsStart(
  trx: DB,
  user: Pick<AuthUser, 'userId'> & { isDemo?: boolean },
  quiz: { quizTopicId: number; quizPrice: number },
  now: Date = new Date(),
): Promise<void> {
  // The public demo candidate is one account shared by every visitor: its plan is shown (usage bars,
  // expiry notice) but never blocks a start, or the demo would stop working for everyone after three
  // assessments. Paid assessments still need a payment.
  await assertMayStart(trx, user.userId, quiz, now, { countLimits: !user.isDemo });
}
