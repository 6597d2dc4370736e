// Payments and the Stripe checkout (spec 000 §3 Payment, §7 direct payment calls).
import { z } from 'zod';
import { ID_MAX, idParam, pagedList } from '../common/schemas.js';
import { renewPlanRequest } from './plans.js';

/** A row of the Payments screen (spec 000 §3 Payment). */
const paymentRowSchema = z.object({
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

/** CreatePayment's body: whose plan, which plan, and how it was paid (never Online: see the route). */
export const createPaymentRequest = renewPlanRequest.pick({
  userEmail: true,
  billingPlanId: true,
  paymentMode: true,
  transactionDetail: true,
});
export const paymentSavedResponse = z.object({ responseMsg: z.literal('successfullySaved'), paymentId: z.number() });

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
/** A checkout's answer to a script (Accept: application/json): the payment page to open. */
export const checkoutUrlResponse = z.object({ url: z.string() });

/** The Stripe webhook's acknowledgement; duplicate: the event had been processed before. */
export const stripeWebhookResponse = z.object({ received: z.boolean(), duplicate: z.boolean() });

/**
 * CreateQuizPayment (spec 000 §7): the candidate's payment for a paid assessment, from a checkout
 * session the server retrieves and checks itself (paid, amount and currency, not used before).
 */
export const createQuizPaymentRequest = z.object({
  quizTopicId: idParam(),
  stripeSessionId: z.string().trim().min(1).max(300),
});
