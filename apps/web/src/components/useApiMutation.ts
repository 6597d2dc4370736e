/**
 * useApiMutation: TanStack useMutation with the spec's message rules (spec 001 §8).
 * - 200: the answer's responseMsg is shown translated (messages namespace) for 3 s, with the answer's
 *   `params` interpolated; 'liveInterruptionForRunningAssessment' shows as a long warning instead.
 * - failure: useApiError (202 refusals show their translated message for 12 s, network → NoInternet),
 *   then the caller's onError (e.g. applyFieldIssues for a 400).
 * - `invalidate`: query keys refetched after a success.
 *
 * Usage:
 *   const save = useApiMutation({ mutationFn: (v: CategoryInput) => quizApi.createCategory(v),
 *     invalidate: [['categories']], onSuccess: close, onError: (e) => applyFieldIssues(e, form.setError) });
 *   save.mutate(values);
 * `notify: false` skips the success notice; `notify: (data) => Notice | null` replaces it.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRefusal } from '../api/client';
import { useNotify, type Notice } from '../lib/Notifier';
import { useApiError } from '../lib/useApiError';

/** Answers that carry a message key (and sometimes params), as most writes of the API do. */
type MessageAnswer = { responseMsg?: unknown; params?: Record<string, string | number> } | null | undefined;

const LIVE_INTERRUPTION = 'liveInterruptionForRunningAssessment';

export interface ApiMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  invalidate?: QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => void;
  /** Called after the standard failure notice. */
  onError?: (error: unknown, vars: TVars) => void;
  notify?: boolean | ((data: TData, vars: TVars) => Notice | null);
}

/** The notice of a 200 answer, or null when it carries no message key. */
export function successNotice(data: MessageAnswer): Notice | null {
  const key = data?.responseMsg;
  if (typeof key !== 'string' || !key) return null;
  if (key === LIVE_INTERRUPTION) return { key, params: data?.params, long: true, severity: 'warning' };
  return { key, params: data?.params, severity: 'success' };
}

export function useApiMutation<TData, TVars = void>(options: ApiMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onApiError = useApiError();
  const { invalidate, notify: notifyOption = true } = options;
  return useMutation<TData, unknown, TVars>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, vars) => {
      if (notifyOption) {
        const notice =
          typeof notifyOption === 'function' ? notifyOption(data, vars) : successNotice(data as MessageAnswer);
        if (notice) notify(notice);
      }
      options.onSuccess?.(data, vars);
      await Promise.all((invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, vars) => {
      onApiError(error);
      options.onError?.(error, vars);
    },
  });
}

/**
 * Puts a 400 refusal's field issues (paths such as 'body.quizTitle') on the react-hook-form fields, so the
 * message shows under the field; returns true when at least one issue was placed.
 */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiRefusal) || error.issues.length === 0) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = issue.path.replace(/^body\./, '');
    if (!field || field === 'body') continue;
    setError(field as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
