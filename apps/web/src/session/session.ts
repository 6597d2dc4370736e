import { SESSION_STORAGE_KEYS as KEYS, type UserInfo } from '@assessly/shared';

/** What survives a reload: the token, the user info, and the login log code used at sign-out. */

/**
 * Tokens of this page whose sign-out has begun. A call sent with one of them that the server answers
 * after the sign-out ended the session gets a 401: that is not "Token Expired" for the person, who
 * signed out on purpose (e.g. after a plan renewal a dashboard refetch can be answered after the
 * sign-out), so the client does not go to the Token Expired screen for it.
 */
const endingTokens = new Set<string>();

export const session = {
  markEnding: (token: string) => void endingTokens.add(token),
  isEnding: (token: string) => endingTokens.has(token),
  token: () => localStorage.getItem(KEYS.token),
  user: (): UserInfo | null => {
    try {
      return JSON.parse(localStorage.getItem(KEYS.user) ?? 'null') as UserInfo | null;
    } catch {
      return null;
    }
  },
  logCode: () => localStorage.getItem(KEYS.logCode),
  save(token: string, expiresAt: string, user: UserInfo) {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.expiresAt, expiresAt);
    localStorage.setItem(KEYS.user, JSON.stringify(user));
  },
  saveUser(user: UserInfo) {
    localStorage.setItem(KEYS.user, JSON.stringify(user));
  },
  saveLogCode(code: string) {
    localStorage.setItem(KEYS.logCode, code);
  },
  /** Spec 000 §4: a failed login or sign-out clears the token, the user and the log code. */
  clear() {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  },
  isSignedIn: () => Boolean(localStorage.getItem(KEYS.token)),
};
