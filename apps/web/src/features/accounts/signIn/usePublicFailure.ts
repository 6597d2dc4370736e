import { useCallback } from 'react';
import { ApiRefusal, NetworkFailure } from '../../../api/client';
import { useNotify } from '../../../lib/Notifier';

/**
 * Failures of the public account forms: a refusal (202, 400, 429 …) shows its translated message for
 * 12 s, with its parameters (e.g. the seconds to wait); an unreachable server shows networkError in place,
 * so the visitor can simply try again (spec 000 §8).
 */
export function usePublicFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRefusal) {
        notify({ key: error.code, params: error.params, long: true, severity: error.alert ? 'info' : 'warning' });
      } else if (error instanceof NetworkFailure) {
        notify({ key: 'networkError', long: true, severity: 'error' });
      } else {
        console.error(error);
        notify({ key: 'internalError', long: true, severity: 'error' });
      }
    },
    [notify],
  );
}
