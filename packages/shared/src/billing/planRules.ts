/**
 * Plan limits (spec 000 §1, §6, §8; spec 001 §1, §8): pure rules shared by the server, which enforces
 * them, and the client, which shows the usage. A plan cycle is one payment row: it keeps the plan's
 * limits as they were when it started, from startDate (inclusive) to endDate (exclusive).
 */

/** What a plan cycle allows. */
export interface PlanLimits {
  /** Distinct assessments a candidate may attend, or an admin may create, in the cycle. */
  assessmentCount: number;
  /** Responses (attempts started) over all assessments in the cycle. */
  responseAllAssessmentCount: number;
  /** Responses (attempts started) on one assessment in the cycle. */
  responsePerAssessmentCount: number;
  /** Questions one assessment may hold (an admin holding a plan). */
  questionPerAssessmentCount: number;
}

/** What the plan holder has used in the cycle. */
export interface PlanUsed {
  /** Distinct assessments attended (at least one attempt started in the cycle). */
  assessmentsAttended: number;
  /** Attempts started in the cycle, all assessments together. */
  responses: number;
  /** Assessments created in the cycle (admins holding a plan). */
  assessmentsCreated: number;
}

export interface PlanRemaining {
  assessmentsToAttend: number;
  responses: number;
  assessmentsToCreate: number;
}

const left = (allowed: number, used: number) => Math.max(0, allowed - used);

/** What is left of each allowance; never below zero (a plan edited down or a renewal to a smaller plan). */
export function remainingAllowance(limits: PlanLimits, used: PlanUsed): PlanRemaining {
  return {
    assessmentsToAttend: left(limits.assessmentCount, used.assessmentsAttended),
    responses: left(limits.responseAllAssessmentCount, used.responses),
    assessmentsToCreate: left(limits.assessmentCount, used.assessmentsCreated),
  };
}

/** A cycle has expired once its end has come (the end is exclusive: a one-month cycle is exactly a month). */
export const isCycleExpired = (endDate: string, now: Date): boolean => new Date(endDate).getTime() <= now.getTime();

/** A cycle that starts later than now (a renewal dated ahead) does not allow anything yet. */
const isCycleNotStarted = (startDate: string, now: Date): boolean => new Date(startDate).getTime() > now.getTime();

/** Where in a cycle's dates `now` lies; 'active' is the only state that allows attendance or creation. */
export function cycleDateState(cycle: { startDate: string; endDate: string }, now: Date) {
  if (isCycleExpired(cycle.endDate, now)) return 'expired' as const;
  if (isCycleNotStarted(cycle.startDate, now)) return 'notStarted' as const;
  return 'active' as const;
}

/** The message keys of a refused start; see `startRefusal`. */
export type StartRefusalCode =
  | 'billingCycleExpired'
  | 'billingPlanDateExceeded'
  | 'billingPlanLimitExceeded'
  | 'assessmentLimitExceeded'
  | 'attemptLimitExceeded';

/**
 * May a candidate holding a plan start a NEW attempt (resuming is never refused, so it never gets here)?
 * Which message fits which case (spec 000 §8 "Limits", spec 001 §4 step 4):
 * - the cycle's end date has passed → billingCycleExpired ("Your Billing cycle expired!");
 * - the cycle starts later than now → billingPlanDateExceeded ("You exceed your Billing plan Date");
 * - all responses of the cycle used → billingPlanLimitExceeded ("You exceed your Billing plan limit"); the
 *   client adds totalAttemptLimitExpired ("Your total attempt limit has expired") to every non-alert start
 *   refusal, which together say exactly this case, so totalAttemptLimitExpired is never the code itself;
 * - a new assessment while the distinct assessments attended reached the count → assessmentLimitExceeded;
 * - the responses on this assessment reached the per-assessment count → attemptLimitExceeded.
 * Dates come first (nothing is allowed outside the cycle), then the whole-plan allowances, then this
 * assessment's; the first that fails is the answer.
 */
export function startRefusal(
  cycle: { startDate: string; endDate: string; limits: PlanLimits },
  used: { assessmentsAttended: number; responses: number; responsesOnThis: number },
  now: Date,
): StartRefusalCode | null {
  const state = cycleDateState(cycle, now);
  if (state === 'expired') return 'billingCycleExpired';
  if (state === 'notStarted') return 'billingPlanDateExceeded';
  const { limits } = cycle;
  if (used.responses >= limits.responseAllAssessmentCount) return 'billingPlanLimitExceeded';
  // Attending again an assessment already attended in the cycle does not use up the assessment count.
  if (used.responsesOnThis === 0 && used.assessmentsAttended >= limits.assessmentCount)
    return 'assessmentLimitExceeded';
  if (used.responsesOnThis >= limits.responsePerAssessmentCount) return 'attemptLimitExceeded';
  return null;
}

/**
 * May an admin holding a plan create one more assessment? Outside the cycle's dates the date messages
 * apply as for candidates; otherwise the count of assessments created in the cycle.
 */
export function createAssessmentRefusal(
  cycle: { startDate: string; endDate: string; limits: PlanLimits },
  assessmentsCreated: number,
  now: Date,
): 'billingCycleExpired' | 'billingPlanDateExceeded' | 'assessmentLimitExceeded' | null {
  const state = cycleDateState(cycle, now);
  if (state === 'expired') return 'billingCycleExpired';
  if (state === 'notStarted') return 'billingPlanDateExceeded';
  return assessmentsCreated >= cycle.limits.assessmentCount ? 'assessmentLimitExceeded' : null;
}

/**
 * May `adding` questions go into an assessment that holds `existing`? All or nothing: an import that
 * would pass the quota adds none. The question quota is a property of the plan, not of the dates, so an
 * expired cycle refuses with the cycle message first (nothing may be created outside it).
 */
export function addQuestionsRefusal(
  cycle: { startDate: string; endDate: string; limits: PlanLimits },
  existing: number,
  adding: number,
  now: Date,
): 'billingCycleExpired' | 'billingPlanDateExceeded' | 'maxQuestionQuota' | null {
  const state = cycleDateState(cycle, now);
  if (state === 'expired') return 'billingCycleExpired';
  if (state === 'notStarted') return 'billingPlanDateExceeded';
  return existing + adding > cycle.limits.questionPerAssessmentCount ? 'maxQuestionQuota' : null;
}
