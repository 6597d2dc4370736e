// What a signed-in session keeps in the browser and how long a reset link lives: plain data, without
// schemas, so that the web's first load does not bring zod (bench/web-exam.ts).
/** The localStorage keys of a signed-in session in the web app (the browser tests sign in by writing them). */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  user: 'userInfo',
  logCode: 'logCode',
  expiresAt: 'tokenExpiresAt',
} as const;
/** A password reset link is valid for one hour, and once. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
