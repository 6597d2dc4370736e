import { randomBytes } from 'node:crypto';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

export interface LoginHistoryInput {
  userId: number;
  sessionId: string;
  ip: string | null;
  browser: string;
  browserVersion: string;
  platform: string;
  locationInfo: string | null;
}

/** One entry per session; a second call for the same session returns the same code. */
export async function recordLogin(db: DB, input: LoginHistoryInput): Promise<string> {
  const existing = await db
    .selectFrom('login_history')
    .select('code')
    .where('sessionId', '=', input.sessionId)
    .executeTakeFirst();
  if (existing) return existing.code;
  const code = randomBytes(16).toString('base64url');
  await db
    .insertInto('login_history')
    .values({ ...input, code, logInTime: nowIso(), logOutTime: null })
    .execute();
  return code;
}

/**
 * Sign-out closes the caller's own entries only: the one the log code names when it is the caller's, and
 * the entry of the session being signed out, whatever code was sent. A code of someone else (or a stale
 * one) therefore still closes the caller's own entry and never touches another user's.
 */
export async function closeLogin(db: DB, code: string, caller: { userId: number; sessionId: string }) {
  await db
    .updateTable('login_history')
    .set({ logOutTime: nowIso() })
    .where('userId', '=', caller.userId)
    .where('logOutTime', 'is', null)
    .where((eb) => eb.or([eb('code', '=', code), eb('sessionId', '=', caller.sessionId)]))
    .execute();
}
