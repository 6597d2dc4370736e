import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';

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
 * Sign-out closes the entry of the caller's own session. The log code the client sends names it (the
 * indexed lookup); a code that is not this session's (someone else's, or a stale one) changes nothing
 * it names, and the caller's own session entry is closed instead, so no one else's entry is ever touched.
 */
export async function closeLogin(db: DB, code: string, caller: { userId: number; sessionId: string }) {
  const now = nowIso();
  const byCode = await db
    .updateTable('login_history')
    .set({ logOutTime: now })
    .where('code', '=', code)
    .where('userId', '=', caller.userId)
    .where('sessionId', '=', caller.sessionId)
    .where('logOutTime', 'is', null)
    .executeTakeFirst();
  if (Number(byCode.numUpdatedRows) > 0) return;
  await db
    .updateTable('login_history')
    .set({ logOutTime: now })
    .where('sessionId', '=', caller.sessionId)
    .where('userId', '=', caller.userId)
    .where('logOutTime', 'is', null)
    .execute();
}
