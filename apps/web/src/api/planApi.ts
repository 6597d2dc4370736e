import type { BillingPlan } from '@assessly/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from './client';

/** Query key of the public plan list (the landing page's pricing section). */
export const PLAN_LIST_QUERY_KEY = ['planList'] as const;

/** GET /Settings/GetPlanList (public): the billing plans, cheapest first. */
export const planApi = {
  list: () => get<BillingPlan[]>('/Settings/GetPlanList', { quiet: true }),
};

/** The public plan list; an empty list (or a failed load) hides the pricing section. */
export function usePlanList() {
  return useQuery({ queryKey: PLAN_LIST_QUERY_KEY, queryFn: planApi.list, staleTime: 60_000 });
}

/** Where the paid plans' Subscribe posts its form (the billing issue implements the route). */
export const CHECKOUT_PLAN_PATH = '/api/create-checkout-session-plan';
