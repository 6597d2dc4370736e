import { z } from 'zod';
import { PLAN_INTERVALS } from '../constants.js';
import { ID_MAX, idParam, requiredText } from './common.js';
import { pagedList } from './admin.js';
import { billingPlanSchema } from './content.js';

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
export type PlanFormValues = z.input<typeof planInput>;

/** A plan on the Billing plans screen: the public view plus how many users hold it. */
export const planAdminRowSchema = billingPlanSchema.extend({ usersCount: z.number() });
export type PlanAdminRow = z.infer<typeof planAdminRowSchema>;

/** A row of the Payments screen (spec 000 §3 Payment). */
export const paymentRowSchema = z.object({
  paymentId: z.number(),
  title: z.string(),
  price: z.number(),
  paymentMode: z.string(),
  interval: z.string(),
  assessmentCount: z.number(),
  responseAllAssessmentCount: z.number(),
  responsePerAssessmentCount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  userEmail: z.string(),
  transactionEmail: z.string().nullable(),
  transactionDetail: z.string().nullable(),
  stripeSessionId: z.string().nullable(),
  dateAdded: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export const paymentPage = pagedList(paymentRowSchema);

/** GET /checkout-session?sessionId= (spec 000 §3 Payment session); amountTotal in cents. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  paymentStatus: z.string(),
  amountTotal: z.number().nullable(),
  customerDetails: z.object({ email: z.string().nullable() }).nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export const checkoutSessionQuery = z.object({ sessionId: z.string().trim().min(1).max(300) });

/** The checkout form posts (spec 000 §7 direct payment calls): form fields, url-encoded. */
export const checkoutPlanForm = z.object({
  billingId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }),
});
export const checkoutQuizForm = z.object({
  quizTopicId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }),
});

/**
 * CreateQuizPayment (spec 000 §7): the candidate's payment for a paid assessment, from a checkout
 * session the server retrieves and checks itself (paid, amount and currency, not used before).
 */
export const createQuizPaymentRequest = z.object({
  quizTopicId: idParam(),
  stripeSessionId: z.string().trim().min(1).max(300),
});

/** A candidate's own renewal: a free plan directly, a paid one with its confirmed checkout session. */
export const renewOwnPlanRequest = z.object({
  billingPlanId: idParam().optional(),
  stripeSessionId: z.string().trim().max(300).nullish(),
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
