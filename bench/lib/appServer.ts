/**
 * The real server for the signin-storm, results and web-exam benches: apps/server/src/main.ts in its own
 * process on a bench database, configured as in production (exam-wave starts it the same way), and the
 * in-process helpers that prepare its data with the server's own code.
 */
import { ROLE } from '@assessly/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { prepareDatabase } from '../../apps/server/src/boot.js';
import { loadConfig, type Config } from '../../apps/server/src/config.js';
import type { DB } from '../../apps/server/src/db/database.js';
import { nowIso } from '../../apps/server/src/db/dialect.js';
import { createSession } from '../../apps/server/src/modules/accounts/auth/sessionRepository.js';
import type { BenchDatabase } from './benchDatabase.js';
import { freePort, startChild, type ChildServer } from './childServer.js';

/** The production server's environment: no demo data, quiet logs, nothing from the developer's shell. */
export function productionEnv(database: BenchDatabase, port: number, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The benches measure the pages and sign-ins, not the background sweeps.
    MAIL_OUTBOX_SECONDS: '0',
    ...extra,
  };
}

/** The server's configuration for preparing the data in this process (the child reads the same database). */
export const benchConfig = (database: BenchDatabase): Config =>
  loadConfig({ ...productionEnv(database, 0), PORT: '0' });

export async function startAppServer(
  database: BenchDatabase,
  extra: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  return startChild({
    label: 'server',
    entry: 'server',
    env: productionEnv(database, port, extra),
    healthPath: '/api/health',
    port,
  });
}

/**
 * Migrates and seeds the database with the server's boot code and hands `work` the open database and a
 * signer of session tokens (the server's own signToken, with the secret the child will read from the
 * database). The app and the connection are closed afterwards.
 */
export async function withPreparedDatabase<T>(
  config: Config,
  work: (db: DB, sign: (userId: number, roleId: number) => Promise<string>) => Promise<T>,
): Promise<T> {
  const { database, jwtSecret } = await prepareDatabase(config);
  const app = await buildApp({ config, database, jwtSecret, serveWeb: false, logger: false });
  try {
    await app.ready();
    const sign = async (userId: number, roleId: number) => {
      const session = await createSession(database.db, userId, 12);
      return app.signToken({ userId, sessionId: session.sessionId, roleId }, session.expiresAt);
    };
    return await work(database.db, sign);
  } finally {
    await app.close();
    await database.db.destroy();
  }
}

/**
 * Inserts users in multi-row statements (500 a statement keeps under SQLite's and PostgreSQL's
 * bound-parameter limits), all with the same password hash: the hash costs the same to verify whoever
 * owns it. Answers the user ids in order.
 */
export async function insertUsers(
  db: DB,
  users: { fullName: string; email: string }[],
  passwordHash: string,
  userRoleId: number = ROLE.Student,
): Promise<number[]> {
  const ids: number[] = [];
  const dateAdded = nowIso();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += 500) {
      const rows = await trx
        .insertInto('app_user')
        .values(
          users.slice(i, i + 500).map((u) => ({
            userRoleId,
            fullName: u.fullName,
            email: u.email.toLowerCase(),
            passwordHash,
            mobile: null,
            imagePath: null,
            dateOfBirth: null,
            address: null,
            isDemo: 0,
            addedBy: null,
            dateAdded,
            lastUpdatedBy: null,
            lastUpdated: null,
          })),
        )
        .returning('userId')
        .execute();
      ids.push(...rows.map((r) => r.userId));
    }
  });
  return ids;
}
