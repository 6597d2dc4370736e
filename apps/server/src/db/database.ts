import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { sqliteFilePath } from '../config.js';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';
import { ConnectionQueue } from './connectionQueue.js';
import { withNamedStatements } from './namedStatements.js';
import { CachedStatements } from './statementCache.js';

export type DB = Kysely<Database>;

/** How long connecting to PostgreSQL may take, and how long requests wait while no connection comes free. */
const POOL_CONNECT_TIMEOUT_MS = 5_000;
/** The longest wait for a connection while the pool is busy but moving (connectionQueue.ts). */
const POOL_MAX_WAIT_MS = 60_000;
export const POOL_SIZE = 10;
/**
 * Uses after which a connection is closed and replaced (pg-pool's maxUses). PostgreSQL keeps a prepared
 * statement's generic plan for the connection's life, and a plan made while a table was nearly empty
 * scans it whole: the answer write's plan, made in an exam's first seconds, seq-scanned quiz_attempt on
 * every batch once 5,000 attempts were in it (seen in the bench; autoanalyze, which would invalidate it,
 * may lag or be off). A fresh connection plans again for the tables as they are now.
 */
export const POOL_MAX_USES = 1_000;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
}

/** Opens the database named by the URL: postgres:// for PostgreSQL, otherwise a SQLite file (or :memory:). */
export function openDatabase(url: string, options: { poolMaxUses?: number } = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      maxUses: options.poolMaxUses ?? POOL_MAX_USES,
      // Connecting to an unreachable PostgreSQL gives up after this long and the request answers
      // serviceUnavailable (errors/databaseErrors.ts) instead of hanging; a refused connection fails at once.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // Notices a server that vanished without closing the socket (a cut network) on idle connections.
      keepAlive: true,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor may a checked-out client's: between two queries of a transaction nothing listens for its 'error'
    // event (pg-pool only does while the client is idle), and PostgreSQL stopping would throw it uncaught.
    // The transaction's next query fails instead, and the pool drops the client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // The hot-path queries run as prepared statements (namedStatements.ts).
    // A busy pool makes requests wait; only a pool that stopped handing out connections answers 503.
    const queue = new ConnectionQueue({
      size: POOL_SIZE,
      stallMs: POOL_CONNECT_TIMEOUT_MS,
      maxWaitMs: POOL_MAX_WAIT_MS,
    });
    const dialect = new PostgresDialect({ pool: withNamedStatements(pool, queue) });
    return { db: new Kysely<Database>({ dialect }), dialect: 'postgres' };
  }
  const file = new SQLite(sqliteFilePath(url));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // NORMAL in WAL mode keeps every committed transaction across a process crash.
  file.pragma('synchronous = NORMAL');
  // Kysely prepares every query again; the cache keeps each SQL text prepared (statementCache.ts).
  const database = new CachedStatements(file);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}
