import type { BillingPlan } from '@assessly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalLoading } from '../../lib/Loading';
import { useNotify } from '../../lib/Notifier';
import { clearScreenLock } from '../../lib/screenLock';
import { SETTINGS_QUERY_KEY } from '../../lib/settings';
import { useApiError } from '../../lib/useApiError';
import { signOutQuietly } from '../../session/signIn';
import { checkoutApi } from '.';

/** The plan fields a renewal needs (a BillingPlan of the plan list fits). */
export type RenewablePlan = Pick<BillingPlan, 'billingPlanId' | 'price'>;

interface RenewalDeps {
  loading: (on: boolean) => void;
  notify: ReturnType<typeof useNotify>;
  fail: (error: unknown) => void;
  navigate: (path: string) => void;
  /** Forgets everything cached of the signed-out user. */
  forget: () => void;
}

/**
 * Spec 000 §4 "Plan": a free plan is renewed directly behind the loading overlay; a paid plan goes to the
 * payment checkout and comes back on /dashboard?renew_id=…, which completes it (completePaidRenewal).
 * After any renewal the candidate is signed out and sent to Landing with the success message, to sign in
 * again. The server ends no session by itself; the sign-out here closes the login entry and the session.
 */
async function runRenewal(plan: RenewablePlan, deps: RenewalDeps): Promise<void> {
  // No payment keys: the server answers 'Payment settings not done yet' (a 202 refusal, shown by fail).
  if (plan.price > 0) {
    deps.loading(true);
    try {
      // The overlay stays up while the browser leaves for the payment page.
      window.location.assign((await checkoutApi.renewCheckoutUrl(plan.billingPlanId)).url);
    } catch (error) {
      deps.loading(false);
      deps.fail(error);
    }
    return;
  }
  deps.loading(true);
  try {
    await checkoutApi.renewOwnPlan({ billingPlanId: plan.billingPlanId });
    await finishRenewal(deps);
  } catch (error) {
    deps.fail(error);
  } finally {
    deps.loading(false);
  }
}

async function finishRenewal(deps: RenewalDeps) {
  // Landing with the message: long enough to be read after the page changes.
  deps.notify({ key: 'planRenewalSuccess', long: true, severity: 'success' });
  // Leave the shell first: its queries must not refetch with a session that is about to end (a 401
  // would send the candidate to the Token Expired screen). Landing signs out too; both share one call.
  deps.navigate('/');
  await signOutQuietly();
  clearScreenLock();
  deps.forget();
}

/** Sessions already sent (React's strict mode runs effects twice; a second call would be refused as used). */
const completing = new Set<string>();

async function runPaidCompletion(sessionId: string, deps: RenewalDeps): Promise<void> {
  if (completing.has(sessionId)) return;
  completing.add(sessionId);
  deps.loading(true);
  try {
    await checkoutApi.renewOwnPlan({ stripeSessionId: sessionId });
    await finishRenewal(deps);
  } catch (error) {
    deps.fail(error);
    deps.navigate('/dashboard');
  } finally {
    deps.loading(false);
  }
}

/**
 * The renewals of mounted components (useRenewal), latest last: plain startRenewal calls use one of them
 * for the overlay and messages. A list, so that a page unmounting does not take the shell's away.
 */
const mounted: RenewalDeps[] = [];

/** Without a mounted shell: no overlay or message, and a full page load to Landing. */
const bare: RenewalDeps = {
  loading: () => undefined,
  notify: () => undefined,
  fail: () => undefined,
  navigate: (path) => window.location.assign(path),
  forget: () => undefined,
};

/**
 * Renews with this plan (free: at once, then Landing; paid: off to checkout), e.g. from the pricing
 * dialog. A failure is thrown, not shown: the caller shows it and resets its own busy state.
 */
export function startRenewal(plan: RenewablePlan): Promise<void> {
  const deps = mounted.at(-1) ?? bare;
  return runRenewal(plan, {
    ...deps,
    fail: (error) => {
      throw error;
    },
  });
}

/**
 * The renewal with the app's overlay, notices and router. The shell's plan notice mounts it, which also
 * lets plain startRenewal calls use them.
 */
export function useRenewal() {
  const loading = useGlobalLoading();
  const notify = useNotify();
  const fail = useApiError();
  const routerNavigate = useNavigate();
  const queryClient = useQueryClient();
  const deps = useMemo<RenewalDeps>(
    () => ({
      loading,
      notify,
      fail,
      navigate: (path) => routerNavigate(path, { replace: true }),
      forget: () => queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SETTINGS_QUERY_KEY[0] }),
    }),
    [fail, loading, notify, queryClient, routerNavigate],
  );
  useEffect(() => {
    mounted.push(deps);
    return () => {
      mounted.splice(mounted.indexOf(deps), 1);
    };
  }, [deps]);
  return {
    startRenewal: useCallback((plan: RenewablePlan) => runRenewal(plan, deps), [deps]),
    /** Back from the payment page with ?renew_id=: the server checks the session and renews. */
    completePaidRenewal: useCallback((sessionId: string) => runPaidCompletion(sessionId, deps), [deps]),
  };
}
