import type { LoginResponse } from '@assessly/shared';
import { endpoints } from '../api/endpoints';
import { session } from './session';

/**
 * Spec 000 §4: a successful sign-in (or registration) stores the session, then records a login history
 * entry whose code is kept for sign-out. The history call is bookkeeping: its failure never blocks sign-in.
 */
export async function completeSignIn(result: LoginResponse): Promise<void> {
  session.save(result.token, result.expiresAt, result.obj);
  try {
    const { responseMsg } = await endpoints.createLoginHistory();
    session.saveLogCode(String(responseMsg));
  } catch (error) {
    console.warn('login history not recorded', error);
  }
}

let pending: Promise<void> | null = null;

/**
 * Closes the login entry and ends the session on the server when there is one, ignoring any failure
 * (an expired token, no network), then clears the stored session. Concurrent calls (React's strict mode
 * runs effects twice) share one request.
 */
export function signOutQuietly(): Promise<void> {
  if (pending) return pending;
  if (!session.token()) {
    session.clear();
    return Promise.resolve();
  }
  const token = session.token();
  // Calls still on their way with this token are answered 401 once the session has ended: expected.
  if (token) session.markEnding(token);
  pending = (async () => {
    try {
      await endpoints.updateLoginHistory(session.logCode() ?? 'none');
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    } finally {
      // A sign-in that happened meanwhile (another account) keeps its new session.
      if (session.token() === token) session.clear();
      pending = null;
    }
  })();
  return pending;
}
