/**
 * The billing domain's public face: plans, payments, checkout and its webhook, renewals, plan limits,
 * package usage and paid assessments.
 */
export { default as billingRoutes } from './routes.js';
export { useCheckoutSession, verifyPaidSession } from './checkout/checkoutService.js';
export { assertMayAddQuestions, assertMayCreateAssessment, assertMayStart } from './limits/planLimits.js';
export { allPayments } from './payments/paymentRepository.js';
export { findPlan, type PlanRow, startPlanCycle } from './payments/planCycle.js';
export { listPlanAdminRows } from './plans/planRepository.js';
