import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.js';
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

/** The open session with its user's current role (a role change applies at once). */
export function findActiveSession(db: DB, sessionId: string) {
  return db
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', 'u.userId', 's.userId')
    .select(['s.userId', 'u.userRoleId', 'u.email', 'u.isDemo'])
    .where('s.sessionId', '=', sessionId)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', nowIso())
    .executeTakeFirst();
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
