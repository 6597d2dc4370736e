// Billing plans, renewals and what a plan cycle has used (spec 000 §3, §5, §7).
import { z } from 'zod';
import { ID_MAX, emailField, idParam, optionalText, requiredText } from '../common/schemas.js';

export const PAYMENT_MODES = ['Offline', 'N/A', 'Online'] as const;
export const ADMIN_PAYMENT_MODES = ['Offline', 'N/A'] as const;
export const PLAN_INTERVALS = ['Monthly', 'Yearly'] as const;

/** A billing plan as the landing page, the pricing dialog and the user dialogs show it. */
export const billingPlanSchema = z.object({
  billingPlanId: z.number(),
  title: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  price: z.number(),
  assessmentCount: z.number(),
  responseAllAssessmentCount: z.number(),
  responsePerAssessmentCount: z.number(),
  questionPerAssessmentCount: z.number(),
  additionalText: z.string().nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** Counts of a plan (spec 000 §5): not empty, an integer, greater than zero. */
const count = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'required' })
      .int({ error: 'numberRule' })
      .positive({ error: 'numberRule' })
      .max(10_000_000, { error: 'tooLarge' }),
  );

/**
 * CreatePlan / UpdatePlan (spec 000 §5 Billing plan): title trimmed, counts above 0, price in USD
 * defaulting to 0 when empty; titles and prices unique ('Duplicate Title!', 'Duplicate Price!').
 */
export const planInput = z.object({
  billingPlanId: idParam().optional(),
  title: requiredText().max(100, { error: 'max100characters' }),
  interval: z.enum(PLAN_INTERVALS, { error: 'required' }),
  price: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number({ error: 'positiveNumber' })
      .min(0, { error: 'positiveNumber' })
      .max(1_000_000, { error: 'tooLarge' }),
  ),
  assessmentCount: count(),
  responseAllAssessmentCount: count(),
  responsePerAssessmentCount: count(),
  questionPerAssessmentCount: count(),
  additionalText: requiredText().max(300, { error: 'tooLong' }),
  lastUpdatedBy: z.number().optional(),
});
export type PlanInput = z.output<typeof planInput>;
/** CreatePlan: the form's fields (a new plan has no id yet). */
export const createPlanRequest = planInput.omit({ billingPlanId: true });
/** UpdatePlan: the form's fields and the plan's id. */
export const updatePlanRequest = planInput.extend({ billingPlanId: idParam() });
/** CreatePlan / UpdatePlan answers: the message key and the plan's id. */
export const planSavedResponse = z.object({ responseMsg: z.string(), billingPlanId: z.number() });

/** A plan on the Billing plans screen: the public view plus how many users hold it. */
export const planAdminRowSchema = billingPlanSchema.extend({ usersCount: z.number() });
export type PlanAdminRow = z.infer<typeof planAdminRowSchema>;

/**
 * RenewPlan (spec 000 §7). From the Users screen an admin renews a user's plan with Offline or N/A;
 * paid renewals by the candidate arrive with the billing issue. userEmail names the user.
 */
export const renewPlanRequest = z.object({
  addedBy: z.number().optional(),
  transactionEmail: z.string().max(254).nullish(),
  userEmail: emailField(),
  stripeSessionId: z.string().max(300).nullish(),
  billingPlanId: z.coerce
    .number({ error: 'required' })
    .int()
    .positive({ error: 'required' })
    .max(ID_MAX, { error: 'tooLarge' }),
  paymentMode: z.enum(PAYMENT_MODES, { error: 'required' }),
  transactionDetail: optionalText(500),
});
export type RenewPlanRequest = z.output<typeof renewPlanRequest>;

/** A candidate's own renewal: a free plan directly, a paid one with its confirmed checkout session. */
export const renewOwnPlanRequest = z.object({
  billingPlanId: idParam().optional(),
  stripeSessionId: z.string().trim().max(300).nullish(),
});

/** GetPackageUsesInfo's path: whose usage, and which of their plan cycles. */
export const packageUsageParams = z.object({
  userId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }),
  /** A payment (plan cycle) of that user; 0 = the current cycle. */
  paymentId: z.coerce.number().int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});

/** GET /User/GetPackageUsesInfo/{userId}/{paymentId}: used against allowed in the plan cycle. */
export const packageUsageSchema = z.object({
  paymentId: z.number().nullable(),
  planName: z.string().nullable(),
  planStartDate: z.string().nullable(),
  planExpiryDate: z.string().nullable(),
  isPlanExpired: z.boolean(),
  /** Assessments attended (distinct) in the cycle and the allowance. */
  totalAssessmentAttend: z.number(),
  assessmentCount: z.number().nullable(),
  /** Responses (attempts) in the cycle and the allowance. */
  totalAssessmentResponse: z.number(),
  responseAllAssessmentCount: z.number().nullable(),
  responsePerAssessmentCount: z.number().nullable(),
});
export type PackageUsage = z.infer<typeof packageUsageSchema>;

/**
 * GetPackageUsesInfo's full answer: the usage above plus the responses on each assessment attended in the
 * cycle (the per-assessment allowance is responsePerAssessmentCount), most used first.
 */
export const packageUsageDetailSchema = packageUsageSchema.extend({
  perAssessment: z.array(z.object({ quizTopicId: z.number(), quizTitle: z.string(), responses: z.number() })),
});
export type PackageUsageDetail = z.infer<typeof packageUsageDetailSchema>;
