import { useEffect } from 'react';
import { useApiError } from '../../../lib/useApiError';

/**
 * A failed load of a report list: an unreachable server leads to the no-internet screen (spec 001 §2),
 * a refusal shows its message; the list itself shows its error state with Retry.
 */
export function useLoadFailure(error: unknown) {
  const onApiError = useApiError();
  useEffect(() => {
    if (error) onApiError(error);
  }, [error, onApiError]);
}
