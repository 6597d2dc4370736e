// The billing domain's calls (spec 000 §7 "Plans and payments", the direct payment calls, the Stripe
// webhook, GetPackageUsesInfo, CreateQuizPayment) and the exports of the Plans and Payments lists. See
// common/routes.ts.
import { z } from 'zod';
import { defineRoutes } from '../common/routes.js';
import { exportFormatParams, idParams, pagedParams, responseMsgSchema } from '../common/schemas.js';
import {
  checkoutPlanForm,
  checkoutQuizForm,
  checkoutSessionQuery,
  checkoutSessionSchema,
  checkoutUrlResponse,
  createPaymentRequest,
  createQuizPaymentRequest,
  paymentPage,
  paymentSavedResponse,
  stripeWebhookResponse,
} from './payments.js';
import {
  ADMIN_PAYMENT_MODES,
  billingPlanSchema,
  createPlanRequest,
  packageUsageDetailSchema,
  packageUsageParams,
  planAdminRowSchema,
  planSavedResponse,
  renewOwnPlanRequest,
  renewPlanRequest,
  updatePlanRequest,
} from './plans.js';

const SETTINGS = '/api/Settings';
const plans = { access: 'admin', tags: ['Settings: billing plans'] } as const;
const payments = { access: 'admin', tags: ['Settings: payments'] } as const;
const checkout = { method: 'POST', tags: ['Checkout'] } as const;
/**
 * The public checkout form posts (landing page Subscribe, paid registration) are real HTML forms: the
 * browser gets a 303 redirect to the payment page (or back to /signIn?checkout_error=<code> when refused),
 * not JSON, so they are 'download' routes: the answer is not the table's to describe. Only a caller that
 * asks for JSON (Accept) gets { url } or the usual 202 refusal, which the response schema documents.
 */
/** A form post of a browser: 303 to the payment page; a caller asking for JSON gets the URL instead. */
const checkoutFormPost = {
  ...checkout,
  access: 'public',
  kind: 'download',
  response: checkoutUrlResponse,
  otherAnswers: { 303: z.null().describe('Redirect to the payment page (Location)') },
} as const;
/** The exports answer the file itself (CSV, Excel or PDF) in the caller's language. */
const listExport = {
  method: 'GET',
  access: 'admin',
  tags: ['Export'],
  kind: 'download',
  params: exportFormatParams,
} as const;

export const billingApi = defineRoutes({
  // Billing plans: the public list (landing page, registration) and the Billing plans screen.
  GetPlanList: {
    method: 'GET',
    path: `${SETTINGS}/GetPlanList`,
    access: 'public',
    tags: ['Settings'],
    summary: 'Billing plans, cheapest first',
    response: z.array(billingPlanSchema),
  },
  GetPlanAdminList: {
    ...plans,
    method: 'GET',
    path: `${SETTINGS}/GetPlanAdminList`,
    summary: 'Every plan, cheapest first, with usersCount: the users who have held it (any payment row referencing it)',
    response: z.array(planAdminRowSchema),
  },
  CreatePlan: {
    ...plans,
    method: 'POST',
    path: `${SETTINGS}/CreatePlan`,
    summary: 'Create a plan: title trimmed, counts above 0, price 0 when empty; unique title (any case) and price',
    body: createPlanRequest,
    response: planSavedResponse,
  },
  UpdatePlan: {
    ...plans,
    method: 'PUT',
    path: `${SETTINGS}/UpdatePlan`,
    summary: 'Update a plan (same rules); cycles already paid keep the limits they were sold with',
    body: updatePlanRequest,
    response: planSavedResponse,
  },
  DeletePlan: {
    ...plans,
    method: 'DELETE',
    path: `${SETTINGS}/DeletePlan/:id`,
    summary: 'Delete a plan nobody has held (planInUse with the count otherwise)',
    params: idParams,
    response: responseMsgSchema,
  },

  // Renewals: an admin's (Offline or N/A) and the candidate's own (ours).
  RenewPlan: {
    method: 'PUT',
    path: `${SETTINGS}/RenewPlan`,
    access: 'admin',
    tags: ['Settings'],
    summary: 'Renew the plan of the user named by userEmail: a new plan cycle from today (Offline or N/A)',
    body: renewPlanRequest,
    response: responseMsgSchema,
  },
  RenewOwnPlan: {
    method: 'PUT',
    path: `${SETTINGS}/RenewOwnPlan`,
    access: 'student',
    tags: ['Settings'],
    summary: "The caller's own renewal: a free plan directly, a paid plan with its confirmed 'renew' checkout session",
    body: renewOwnPlanRequest,
    response: responseMsgSchema,
  },

  // Payments screen and payment records (spec 000 §2).
  GetBillingPaymentList: {
    ...payments,
    method: 'GET',
    path: `${SETTINGS}/GetBillingPaymentList/:page/:itemsPerPage`,
    summary: 'One page of payments (plan cycles), newest first',
    params: pagedParams,
    response: paymentPage,
  },
  CreatePayment: {
    ...payments,
    method: 'POST',
    path: `${SETTINGS}/CreatePayment`,
    summary:
      `An admin records a payment received outside the site (${ADMIN_PAYMENT_MODES.join(' or ')}) for the user ` +
      'named by userEmail: a new plan cycle of the plan from today, with its limits. Online payments are ' +
      'recorded only by the checkout itself (registration, renewal, webhook) after Stripe confirms them, ' +
      'so Online is refused here (onlinePaymentnotallowed).',
    body: createPaymentRequest,
    response: paymentSavedResponse,
  },

  // Package usage (spec 000 §2 package usage panel).
  GetPackageUsesInfo: {
    method: 'GET',
    path: '/api/User/GetPackageUsesInfo/:userId/:paymentId',
    access: 'user',
    tags: ['User'],
    summary:
      "A plan cycle's usage against its allowance: assessments attended, responses in all and per assessment. " +
      "Only the caller's own (403 otherwise; admins may read anyone's); paymentId 0 = the current cycle",
    params: packageUsageParams,
    response: packageUsageDetailSchema,
  },

  // Paid assessments.
  CreateQuizPayment: {
    method: 'POST',
    path: '/api/Quiz/CreateQuizPayment',
    access: 'student',
    tags: ['Quiz'],
    summary:
      "Record the caller's payment for a paid assessment from their confirmed 'quiz' checkout session (checked with Stripe)",
    body: createQuizPaymentRequest,
    response: responseMsgSchema,
  },

  // The direct payment calls (spec 000 §7) and the Stripe webhook.
  CreateCheckoutSessionPlan: {
    ...checkoutFormPost,
    path: '/api/create-checkout-session-plan',
    summary: 'Checkout of a paid plan (form field billingId): 303 to the payment page',
    body: checkoutPlanForm,
  },
  CreateCheckoutSessionRegistration: {
    ...checkoutFormPost,
    path: '/api/create-checkout-session-registration',
    summary: "Checkout of the site's paid registration (Payment settings price): 303 to the payment page",
  },
  // The candidate's own checkouts need the bearer token, which a form post cannot carry: fetched, they
  // answer the payment page's URL, which the browser then opens.
  CreateCheckoutRenewPlan: {
    ...checkout,
    path: '/api/create-checkout-renew-plan',
    access: 'student',
    summary: "Checkout of the caller's paid renewal (billingId): the payment page URL; back on /dashboard?renew_id=",
    body: checkoutPlanForm,
    response: checkoutUrlResponse,
  },
  CreateCheckoutSessionQuiz: {
    ...checkout,
    path: '/api/create-checkout-session-quiz',
    access: 'student',
    summary: 'Checkout of a paid assessment (quizTopicId): the payment page URL; back on /dashboard?quiz_session_id=',
    body: checkoutQuizForm,
    response: checkoutUrlResponse,
  },
  CheckoutSession: {
    method: 'GET',
    path: '/api/checkout-session',
    access: 'public',
    tags: ['Checkout'],
    summary: "A checkout session's payment state as Stripe has it (sessions of this site only; amount in cents)",
    query: checkoutSessionQuery,
    response: checkoutSessionSchema,
  },
  // Stripe posts the event as JSON that the server reads raw (its signature covers the exact bytes):
  // no body schema.
  StripeWebhook: {
    ...checkout,
    path: '/api/stripe/webhook',
    access: 'public',
    summary: 'Stripe webhook (signed): completes paid renewals and assessment payments, once',
    response: stripeWebhookResponse,
  },

  // PDF, Excel and CSV exports of the Billing plans and Payments lists (every row).
  ExportPlans: {
    ...listExport,
    path: '/api/Export/plans/:format',
    summary: 'Every billing plan, cheapest first, as plans.csv / .xlsx / .pdf',
  },
  ExportPayments: {
    ...listExport,
    path: '/api/Export/payments/:format',
    summary: 'Every payment, newest first, as payments.csv / .xlsx / .pdf (landscape)',
  },
});
