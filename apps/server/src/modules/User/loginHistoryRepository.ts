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

/** Closes the caller's own entry; a code of someone else matches nothing. */
export async function closeLogin(db: DB, code: string, userId: number) {
  await db
    .updateTable('login_history')
    .set({ logOutTime: nowIso() })
    .where('code', '=', code)
    .where('userId', '=', userId)
    .where('logOutTime', 'is', null)
    .execute();
}
