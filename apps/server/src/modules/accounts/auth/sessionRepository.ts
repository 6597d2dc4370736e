import { randomBytes } from 'node:crypto';
import type { DB } from '../../../db/database.js';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import { CompiledQuery } from 'kysely';
import { dialectOf, nowIso } from '../../../db/dialect.js';
import { prepareOnPostgres } from '../../../db/namedStatements.js';
import { batcherOf, type TickBatch } from '../../../db/tickBatch.js';

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
 * authenticated request, never cached: a revoked session is refused at once by every instance. A read
 * that shares a batch started after the request arrived, so it sees every revocation committed before.
 * Compiled once (compiledQuery.ts): it is on the path of every exam request.
 */
export async function findActiveSession(db: DB, sessionId: string): Promise<ActiveSession | undefined> {
  // PostgreSQL: the lookups of one event-loop turn go as one statement (still read, never cached).
  if (dialectOf(db) === 'postgres' && !db.isTransaction) return sessionBatchOf(db, oneSession(db)).run(sessionId);
  return oneSession(db)(sessionId);
}

const oneSession = (db: DB) => async (sessionId: string) =>
  (await activeSession.execute(db, { sessionId, now: nowIso() })).rows[0];

// LATERAL: one primary-key lookup per session, whatever size the prepared plan guesses for the array.
// LIMIT 1 keeps the planner from flattening it into a join that scanned every session with stale statistics.
export const ACTIVE_SESSIONS_SQL = `select s.*
from unnest($1::text[]) as i(sid)
cross join lateral (
  select s."sessionId", s."userId", u."userRoleId", u.email, u."isDemo"
  from auth_session s join app_user u on u."userId" = s."userId"
  where s."sessionId" = i.sid and s."revokedAt" is null and s."expiresAt" > $2
  limit 1
) s`;
prepareOnPostgres(ACTIVE_SESSIONS_SQL);

const sessionBatches = new WeakMap<DB, TickBatch<string, ActiveSession | undefined>>();

/** Several sessions in one round trip (db/tickBatch.ts), each request still sees the database's state. */
function sessionBatchOf(db: DB, single: (sessionId: string) => Promise<ActiveSession | undefined>) {
  return batcherOf(sessionBatches, db, () => ({
    single,
    many: async (ids: string[]) => {
      const query = CompiledQuery.raw(ACTIVE_SESSIONS_SQL, [[...new Set(ids)], nowIso()]);
      const { rows } = await db.executeQuery<ActiveSession & { sessionId: string }>(query);
      const byId = new Map(rows.map(({ sessionId, ...session }) => [sessionId, session]));
      return ids.map((id) => byId.get(id));
    },
  }));
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
