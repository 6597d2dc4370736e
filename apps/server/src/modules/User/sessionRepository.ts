import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { arg, compiledOnce } from '../../db/compiledQuery.js';
import { nowIso } from '../../db/dialect.js';

export async function createSession(db: DB, userId: number, ttlHours: number) {
  const sessionId = randomBytes(24).toString('base64url');
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + ttlHours * 3600_000);
  await db
    .insertInto('auth_session')
    .values({
      sessionId,
      userId,
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      revokedAt: null,
    })
    .execute();
  return { sessionId, expiresAt };
}

const activeSession = compiledOnce<{ sessionId: string; now: string }, ActiveSession>((db) =>
  db
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', 'u.userId', 's.userId')
    .select(['s.userId', 'u.userRoleId', 'u.email', 'u.isDemo'])
    .where('s.sessionId', '=', arg<string>('sessionId'))
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', arg<string>('now')),
);

export interface ActiveSession {
  userId: number;
  userRoleId: number;
  email: string;
  isDemo: number;
}

/**
 * The open session with its user's current role (a role change applies at once). Read on every
 * authenticated request, never cached: a revoked session is refused at once by every instance.
 * Compiled once (compiledQuery.ts): it is on the path of every exam request.
 */
export async function findActiveSession(db: DB, sessionId: string): Promise<ActiveSession | undefined> {
  const { rows } = await activeSession.execute(db, { sessionId, now: nowIso() });
  return rows[0];
}

export async function revokeSession(db: DB, sessionId: string) {
  await db
    .updateTable('auth_session')
    .set({ revokedAt: nowIso() })
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: DB, userId: number) {
  await db
    .updateTable('auth_session')
    .set({ revokedAt: nowIso() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}
