import { billingRefs } from '@assessly/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';

/** Query key of the public plan list (the landing page's pricing section). */
export const PLAN_LIST_QUERY_KEY = ['planList'] as const;

/**
 * Query key of the plans an admin puts a user on (the Users screen's create and renew dialogs): the same
 * call as the public list, cached under a key of its own that the plan screens refresh.
 */
export const PLAN_CHOICES_QUERY_KEY = ['userAdmin', 'plans'] as const;

/** GET /Settings/GetPlanList (public): the billing plans, cheapest first. */
export const planApi = {
  list: () => call(billingRefs.GetPlanList, undefined, { quiet: true }),
  /** The same list for the Users screen's dialogs (not quiet: a refusal there goes the usual way). */
  choices: () => call(billingRefs.GetPlanList),
};

/** The public plan list; an empty list (or a failed load) hides the pricing section. */
export function usePlanList() {
  return useQuery({ queryKey: PLAN_LIST_QUERY_KEY, queryFn: planApi.list, staleTime: 60_000 });
}

/** Where the paid plans' Subscribe posts its real HTML form; the server answers with a redirect to the payment page. */
export const CHECKOUT_PLAN_PATH = billingRefs.CreateCheckoutSessionPlan.path;
