/**
 * The billing feature's public face (issue 21): what the shell, the landing page, registration, the
 * dashboard, the Users screen and the candidate's paid assessments use of it. The plan list and its
 * cards, prices and counts, plan renewal, the checkout calls and forms, and the package usage calls. Its
 * screens (plans, payments) are reached through ./routes.
 */
export { PlanCard } from './PlanCard';
export { formatCount, formatUsd, recommendedPlanIndex, submitPlanCheckout } from './pricing';
export { billingFormat } from './billingFormat';
export { startRenewal, useRenewal } from './renewal';
export { PLAN_CHOICES_QUERY_KEY, planApi, usePlanList } from './api/planApi';
export { CHECKOUT_REGISTRATION_PATH, checkoutApi, formatPrice, submitCheckoutForm } from './api/checkoutApi';
export { billingApi, billingKeys } from './api/billingApi';
