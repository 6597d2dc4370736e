import { UI, type PlanInput, billingRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** Query keys of the billing screens, so that writes refresh exactly what they change. */
export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  paymentPage: (page: number) => ['billing', 'payments', page] as const,
  usage: (userId: number, paymentId: number) => ['billing', 'usage', userId, paymentId] as const,
};

/** Spec 000 §7 "Plans and payments" and GetPackageUsesInfo. */
export const billingApi = {
  plans: () => call(billingRefs.GetPlanAdminList),
  createPlan: (plan: PlanInput) => call(billingRefs.CreatePlan, { body: plan }),
  updatePlan: (billingPlanId: number, plan: PlanInput) =>
    call(billingRefs.UpdatePlan, { body: { ...plan, billingPlanId } }),
  deletePlan: (billingPlanId: number) => call(billingRefs.DeletePlan, { params: { id: billingPlanId } }),
  /** `page` is 0-based here (the table's); the server counts from 1. */
  payments: (page: number) =>
    call(billingRefs.GetBillingPaymentList, { params: { page: page + 1, itemsPerPage: UI.pageSize } }),
  /** paymentId 0 = the current cycle. */
  usage: (userId: number, paymentId: number | null) =>
    call(billingRefs.GetPackageUsesInfo, { params: { userId, paymentId: paymentId ?? 0 } }),
};
