import {
  addQuestionsRefusal,
  createAssessmentRefusal,
  cycleDateState,
  remainingAllowance,
  startRefusal,
  type PackageUsage,
  type PlanLimits,
  type PlanRemaining,
  type PlanUsed,
} from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { AppError, refuse } from '../../../errors/AppError.js';
import {
  assessmentsCreatedIn,
  attendanceIn,
  findCurrentCycle,
  findOwnerCycle,
  hasAttempted,
  lockCycle,
  questionsOf,
  responsesToOwnerIn,
  type CycleRow,
} from './limitsRepository.js';
import { quizPaymentExists } from '../checkout/checkoutRepository.js';

/**
 * Plan limits (spec 000 §1, §6, §8; issue 7 "Limits"): the one place that knows a plan holder's usage.
 *
 * Who is limited: a user holding a plan, i.e. with at least one payment row; the latest row by endDate
 * is the current cycle and its limits apply. A user WITHOUT any payment row is not limited at all: a
 * candidate registered through an admin's invitation (`?ad=`) or created before billing existed, and the
 * admins who run the site (the owners, the demo admin). Counting happens only inside the current cycle
 * [startDate, endDate), so a renewal starts from zero and an older cycle's attempts no longer count.
 */

export interface PlanCycle {
  paymentId: number;
  billingPlanId: number | null;
  planName: string;
  interval: string;
  startDate: string;
  endDate: string;
  limits: PlanLimits;
}

export interface PlanUsage {
  /** The current cycle; null = the user holds no plan and is not limited. */
  cycle: PlanCycle | null;
  /** Used in the cycle (all zero without one). */
  used: PlanUsed;
  /** Left of each allowance; null without a cycle (unlimited). */
  remaining: PlanRemaining | null;
  /** The cycle's end date has come (false without a cycle). */
  expired: boolean;
}

const NOTHING_USED: PlanUsed = { assessmentsAttended: 0, responses: 0, assessmentsCreated: 0 };

function toCycle(row: CycleRow): PlanCycle {
  return {
    paymentId: row.paymentId,
    billingPlanId: row.billingPlanId,
    planName: row.title,
    interval: row.interval,
    startDate: row.startDate,
    endDate: row.endDate,
    limits: {
      assessmentCount: row.assessmentCount,
      responseAllAssessmentCount: row.responseAllAssessmentCount,
      responsePerAssessmentCount: row.responsePerAssessmentCount,
      questionPerAssessmentCount: row.questionPerAssessmentCount,
    },
  };
}

/** The user's current plan cycle (latest payment row by endDate), or null for a user without a plan. */
export async function currentCycle(db: DB, userId: number): Promise<PlanCycle | null> {
  const row = await findCurrentCycle(db, userId);
  return row ? toCycle(row) : null;
}

/**
 * A plan holder's usage and allowance in their current cycle: the cycle (latest payment row by endDate)
 * with its limits, what was used in it (assessments attended and responses as a candidate, assessments
 * created as an admin), what is left, and whether the cycle has expired. Three small indexed queries.
 * A user without any payment row gets `{ cycle: null, remaining: null, expired: false }`: not limited.
 * `paymentId` (optional) reads that cycle of this user instead of the current one (GetPackageUsesInfo).
 */
export async function planUsage(
  db: DB,
  userId: number,
  now: Date = new Date(),
  paymentId?: number,
): Promise<PlanUsage> {
  const row = await findCurrentCycle(db, userId, paymentId);
  if (!row) return { cycle: null, used: NOTHING_USED, remaining: null, expired: false };
  const cycle = toCycle(row);
  const [attendance, assessmentsCreated] = await Promise.all([
    attendanceIn(db, userId, cycle.startDate, cycle.endDate),
    assessmentsCreatedIn(db, userId, cycle.startDate, cycle.endDate),
  ]);
  const used: PlanUsed = {
    assessmentsAttended: attendance.assessmentsAttended,
    responses: attendance.responses,
    assessmentsCreated,
  };
  return {
    cycle,
    used,
    remaining: remainingAllowance(cycle.limits, used),
    expired: cycleDateState(cycle, now) === 'expired',
  };
}

/** The GetPackageUsesInfo answer (packageUsageSchema) from a usage: all null/0 for a user without a plan. */
export function toPackageUsage(usage: PlanUsage): PackageUsage {
  const { cycle } = usage;
  return {
    paymentId: cycle?.paymentId ?? null,
    planName: cycle?.planName ?? null,
    planStartDate: cycle?.startDate ?? null,
    planExpiryDate: cycle?.endDate ?? null,
    isPlanExpired: usage.expired,
    totalAssessmentAttend: usage.used.assessmentsAttended,
    assessmentCount: cycle?.limits.assessmentCount ?? null,
    totalAssessmentResponse: usage.used.responses,
    responseAllAssessmentCount: cycle?.limits.responseAllAssessmentCount ?? null,
    responsePerAssessmentCount: cycle?.limits.responsePerAssessmentCount ?? null,
  };
}

/**
 * Refuses a NEW attempt the candidate's plan does not allow (see `startRefusal` in the shared rules for
 * which message fits which case), one the assessment's creator's plan has no response left for
 * (allocationLimitExceeded, see `allocationRefusal`), and a first attempt of a paid assessment
 * (quizPrice > 0) without a recorded quiz_payment (quizPaymentRequired). Run it inside the start transaction AFTER the candidate's
 * starts are serialised (attemptRepository.lockCandidateStarts, a write as the first statement): the
 * count and the insert that follows then cannot interleave with another start of the same candidate, on
 * either database. Resuming an open attempt never reaches this.
 * Cost: one indexed query for a user without a plan, two for a plan holder, one for the assessment's
 * creator's plan (two more when the creator holds one), one more for a paid assessment.
 * Date and payment refusals are 'alert' (only the message is shown); count refusals are not, so the
 * client adds "Your total attempt limit has expired" to them (spec 001 §4 step 4).
 */
export async function assertMayStart(
  trx: DB,
  userId: number,
  quiz: { quizTopicId: number; quizPrice: number },
  now: Date = new Date(),
  options: { countLimits: boolean } = { countLimits: true },
): Promise<void> {
  const row = options.countLimits ? await findCurrentCycle(trx, userId) : undefined;
  if (row) {
    const cycle = toCycle(row);
    const used = await attendanceIn(trx, userId, cycle.startDate, cycle.endDate, quiz.quizTopicId);
    const code = startRefusal(cycle, used, now);
    if (code === 'billingCycleExpired' || code === 'billingPlanDateExceeded') throw new AppError(code, { alert: true });
    if (code === 'assessmentLimitExceeded') throw new AppError(code, { alert: true });
    if (code) refuse(code);
  }
  await assertAllocation(trx, quiz.quizTopicId, now);
  // The payment is needed before the FIRST attempt: one who attempted before the assessment got a price
  // is not asked to pay (that check only runs on the rare unpaid path).
  if (
    quiz.quizPrice > 0 &&
    !(await quizPaymentExists(trx, userId, quiz.quizTopicId)) &&
    !(await hasAttempted(trx, userId, quiz.quizTopicId))
  )
    throw new AppError('quizPaymentRequired', { alert: true });
}

/**
 * "Allocation limit exceeded" (spec 000 §1, §8; spec 001 §8): a plan limits "how many responses in total
 * and how many responses per assessment a customer may have", and the customer is the organisation that
 * publishes the assessments. So an admin holding a plan allocates responses to the assessments they
 * created: at most responsePerAssessmentCount attempts by all candidates together on each one, and
 * responseAllAssessmentCount on all of them, within the admin's current cycle. Outside the cycle's dates
 * the plan allocates nothing. A start past that is refused, whoever the candidate and whatever their own
 * plan allows; the message is an alert, since it is not the candidate's own attempts that ran out.
 */
export function allocationRefusal(
  cycle: { startDate: string; endDate: string; limits: PlanLimits },
  responses: { onThis: number; onAll: number },
  now: Date,
): 'allocationLimitExceeded' | null {
  if (cycleDateState(cycle, now) !== 'active') return 'allocationLimitExceeded';
  const { limits } = cycle;
  if (responses.onThis >= limits.responsePerAssessmentCount) return 'allocationLimitExceeded';
  if (responses.onAll >= limits.responseAllAssessmentCount) return 'allocationLimitExceeded';
  return null;
}

/**
 * Refuses a new attempt on an assessment whose creator's plan has no response left for it (see
 * allocationRefusal). An assessment whose creator holds no plan (the site's own admins) is not limited:
 * one indexed query. Otherwise the creator's cycle is locked first, so that simultaneous starts of
 * different candidates on that admin's assessments are counted one after the other and cannot pass the
 * allocation together (on SQLite the start transaction already holds the write lock).
 */
async function assertAllocation(trx: DB, quizTopicId: number, now: Date): Promise<void> {
  const row = await findOwnerCycle(trx, quizTopicId);
  if (!row) return;
  await lockCycle(trx, row.paymentId);
  const cycle = toCycle(row);
  const responses = await responsesToOwnerIn(trx, row.ownerId, quizTopicId, cycle.startDate, cycle.endDate);
  const code = allocationRefusal(cycle, responses, now);
  if (code) throw new AppError(code, { alert: true });
}

/**
 * Locks the admin's current cycle for the rest of the transaction and returns it, or null for an admin
 * without a plan (not limited). Callers count and insert after this in the same transaction, so two
 * simultaneous creations cannot both pass a limit.
 */
async function lockedCycle(trx: DB, userId: number): Promise<PlanCycle | null> {
  const row = await findCurrentCycle(trx, userId);
  if (!row) return null;
  await lockCycle(trx, row.paymentId);
  return toCycle(row);
}

/**
 * An admin holding a plan may create an assessment while the cycle is current and fewer than
 * assessmentCount were created in it (assessmentLimitExceeded). Call inside the creating transaction,
 * before the insert.
 */
export async function assertMayCreateAssessment(trx: DB, userId: number, now: Date = new Date()): Promise<void> {
  const cycle = await lockedCycle(trx, userId);
  if (!cycle) return;
  const created = await assessmentsCreatedIn(trx, userId, cycle.startDate, cycle.endDate);
  const code = createAssessmentRefusal(cycle, created, now);
  if (code) refuse(code);
}

/**
 * An admin holding a plan may add `adding` questions to the assessment while it then holds at most
 * questionPerAssessmentCount (maxQuestionQuota). All or nothing: an import that would pass the quota is
 * refused whole. Call inside the inserting transaction, before the inserts. The quota is the acting
 * admin's (the one whose plan pays for the work), whoever created the assessment.
 */
export async function assertMayAddQuestions(
  trx: DB,
  userId: number,
  quizTopicId: number,
  adding: number,
  now: Date = new Date(),
): Promise<void> {
  if (adding <= 0) return;
  const cycle = await lockedCycle(trx, userId);
  if (!cycle) return;
  const existing = await questionsOf(trx, quizTopicId);
  const code = addQuestionsRefusal(cycle, existing, adding, now);
  if (code) refuse(code, code === 'maxQuestionQuota' ? { max: cycle.limits.questionPerAssessmentCount } : undefined);
}
