import { sql } from 'kysely';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { persistentSecret } from './db/secrets.js';
import { seedDefaults, seedDemo } from './seed.js';
import { setPasswordHashCost } from './lib/password.js';

/**
 * Key of the PostgreSQL advisory lock held while an instance prepares the database (any constant that
 * differs from the one Kysely's migrator takes inside it): 'ASSL' in ASCII.
 */
const PREPARE_LOCK_KEY = 0x4153534c;

/**
 * Runs `work` while holding a session-level advisory lock on a connection of its own, so instances that
 * start at the same moment prepare the database one after the other. Kysely's migrator already locks
 * the migrations, but not the seeding after them, whose check-then-insert steps (the demo candidate's
 * plan payment) would otherwise run twice. The lock ends with the session, so a crashed instance never
 * leaves it held. SQLite serves one instance only: no lock there.
 */
async function oneInstanceAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(PREPARE_LOCK_KEY)})`.execute(connection);
    }
  });
}

/** Opens the database, then migrates it, seeds it and finds the signing secret, one instance at a time. */
export async function prepareDatabase(config: Config): Promise<{ database: DatabaseHandle; jwtSecret: string }> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const database = openDatabase(config.DATABASE_URL, { poolMaxUses: config.PG_POOL_MAX_USES });
  const jwtSecret = await oneInstanceAtATime(database, async () => {
    await migrateToLatest(database.db);
    await seedDefaults(database.db);
    if (config.seedDemo) await seedDemo(database.db);
    return config.JWT_SECRET ?? (await persistentSecret(database.db, 'jwt'));
  });
  return { database, jwtSecret };
}
