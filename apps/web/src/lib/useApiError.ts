import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiRefusal, NetworkFailure } from '../api/client';
import { useNotify } from './Notifier';

/**
 * One handler for failed calls: a refusal shows its translated message (12 s), a network failure goes
 * to NoInternet (spec 000 §8). Redirects for 401/403/404 already happened in the client.
 */
export function useApiError() {
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRefusal) {
        if ([401, 403, 404].includes(error.status)) return;
        notify({ key: error.code, params: error.params, long: true, severity: error.alert ? 'info' : 'warning' });
        return;
      }
      if (error instanceof NetworkFailure) {
        navigate('/noInternet');
        return;
      }
      console.error(error);
    },
    [navigate, notify],
  );
}
