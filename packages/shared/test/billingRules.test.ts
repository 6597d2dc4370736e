import { describe, expect, it } from 'vitest';
import {
  addQuestionsRefusal,
  createAssessmentRefusal,
  cycleDateState,
  isCycleExpired,
  remainingAllowance,
  startRefusal,
  type PlanLimits,
} from '../src/index.js';

const limits: PlanLimits = {
  assessmentCount: 3,
  responseAllAssessmentCount: 5,
  responsePerAssessmentCount: 2,
  questionPerAssessmentCount: 4,
};
const now = new Date('2025-06-15T12:00:00.000Z');
const cycle = { startDate: '2025-06-01T00:00:00.000Z', endDate: '2025-07-01T00:00:00.000Z', limits };

describe('remainingAllowance', () => {
  it('subtracts what was used from each allowance', () => {
    expect(remainingAllowance(limits, { assessmentsAttended: 1, responses: 2, assessmentsCreated: 2 })).toEqual({
      assessmentsToAttend: 2,
      responses: 3,
      assessmentsToCreate: 1,
    });
  });
  it('never goes below zero, as after a renewal to a smaller plan', () => {
    expect(remainingAllowance(limits, { assessmentsAttended: 9, responses: 9, assessmentsCreated: 9 })).toEqual({
      assessmentsToAttend: 0,
      responses: 0,
      assessmentsToCreate: 0,
    });
  });
});

describe('cycle dates', () => {
  it('expires exactly at the end date (the end is exclusive)', () => {
    expect(isCycleExpired(cycle.endDate, new Date('2025-06-30T23:59:59.999Z'))).toBe(false);
    expect(isCycleExpired(cycle.endDate, new Date(cycle.endDate))).toBe(true);
  });
  it('tells a cycle that has not started yet from an active and an expired one', () => {
    expect(cycleDateState(cycle, new Date('2025-05-31T23:59:59.000Z'))).toBe('notStarted');
    expect(cycleDateState(cycle, new Date(cycle.startDate))).toBe('active');
    expect(cycleDateState(cycle, now)).toBe('active');
    expect(cycleDateState(cycle, new Date('2025-07-02T00:00:00.000Z'))).toBe('expired');
  });
});

describe('startRefusal', () => {
  const used = (responses: number, assessmentsAttended: number, responsesOnThis: number) => ({
    responses,
    assessmentsAttended,
    responsesOnThis,
  });

  it('allows a start while every allowance has room', () => {
    expect(startRefusal(cycle, used(0, 0, 0), now)).toBeNull();
    expect(startRefusal(cycle, used(4, 3, 1), now)).toBeNull();
  });
  it('refuses the response beyond the whole-plan allowance with the plan-limit message', () => {
    expect(startRefusal(cycle, used(4, 2, 0), now)).toBeNull();
    expect(startRefusal(cycle, used(5, 2, 0), now)).toBe('billingPlanLimitExceeded');
  });
  it('refuses a new assessment beyond the assessment count, but not another attempt of one attended', () => {
    expect(startRefusal(cycle, used(3, 3, 0), now)).toBe('assessmentLimitExceeded');
    expect(startRefusal(cycle, used(3, 3, 1), now)).toBeNull();
    expect(startRefusal(cycle, used(2, 2, 0), now)).toBeNull();
  });
  it('refuses the attempt beyond the per-assessment allowance', () => {
    expect(startRefusal(cycle, used(2, 1, 1), now)).toBeNull();
    expect(startRefusal(cycle, used(2, 1, 2), now)).toBe('attemptLimitExceeded');
  });
  it('refuses outside the cycle dates before looking at any count', () => {
    expect(startRefusal(cycle, used(0, 0, 0), new Date('2025-07-01T00:00:00.000Z'))).toBe('billingCycleExpired');
    expect(startRefusal(cycle, used(0, 0, 0), new Date('2025-05-01T00:00:00.000Z'))).toBe('billingPlanDateExceeded');
    expect(startRefusal(cycle, used(99, 99, 99), new Date('2025-08-01T00:00:00.000Z'))).toBe('billingCycleExpired');
  });
  it('answers the whole-plan message first when several allowances are used up', () => {
    expect(startRefusal(cycle, used(5, 3, 2), now)).toBe('billingPlanLimitExceeded');
  });
});

describe('creation limits', () => {
  it('allows assessments up to the count and refuses the next', () => {
    expect(createAssessmentRefusal(cycle, 2, now)).toBeNull();
    expect(createAssessmentRefusal(cycle, 3, now)).toBe('assessmentLimitExceeded');
    expect(createAssessmentRefusal(cycle, 0, new Date('2025-07-01T00:00:00.000Z'))).toBe('billingCycleExpired');
  });
  it('allows questions up to the quota, all or nothing', () => {
    expect(addQuestionsRefusal(cycle, 3, 1, now)).toBeNull();
    expect(addQuestionsRefusal(cycle, 4, 1, now)).toBe('maxQuestionQuota');
    expect(addQuestionsRefusal(cycle, 0, 4, now)).toBeNull();
    expect(addQuestionsRefusal(cycle, 0, 5, now)).toBe('maxQuestionQuota');
    expect(addQuestionsRefusal(cycle, 0, 1, new Date('2025-05-01T00:00:00.000Z'))).toBe('billingPlanDateExceeded');
  });
});
