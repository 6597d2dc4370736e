import { UI, type PackageUsageDetail, type PaymentRow, type PlanAdminRow, type PlanInput } from '@assessly/shared';
import { del, get, post, put } from '../../../api/client';

export type Message = { responseMsg: string; params?: Record<string, string | number> };
export type PaymentPage = { responseMsg: PaymentRow[]; count: number };

/** Query keys of the billing screens, so that writes refresh exactly what they change. */
export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  paymentPage: (page: number) => ['billing', 'payments', page] as const,
  usage: (userId: number, paymentId: number) => ['billing', 'usage', userId, paymentId] as const,
};

/** Spec 000 §7 "Plans and payments" and GetPackageUsesInfo. */
export const billingApi = {
  plans: () => get<PlanAdminRow[]>('/Settings/GetPlanAdminList'),
  createPlan: (plan: PlanInput) => post<Message>('/Settings/CreatePlan', plan),
  updatePlan: (billingPlanId: number, plan: PlanInput) =>
    put<Message>('/Settings/UpdatePlan', { ...plan, billingPlanId }),
  deletePlan: (billingPlanId: number) => del<Message>(`/Settings/DeletePlan/${billingPlanId}`),
  /** `page` is 0-based here (the table's); the server counts from 1. */
  payments: (page: number) => get<PaymentPage>(`/Settings/GetBillingPaymentList/${page + 1}/${UI.pageSize}`),
  /** paymentId 0 = the current cycle. */
  usage: (userId: number, paymentId: number | null) =>
    get<PackageUsageDetail>(`/User/GetPackageUsesInfo/${userId}/${paymentId ?? 0}`),
};
