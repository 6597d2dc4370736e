import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { ConnectionQueue } from './connectionQueue.js';

/**
 * PostgreSQL prepared statements for the hot-path queries (compiledQuery.ts registers them). Kysely
 * sends every query unnamed, so PostgreSQL parses and plans it again each time; a named query is parsed
 * once per connection and then only bound and executed, which is most of PostgreSQL's CPU for the short
 * indexed queries of the exam. The SQL text decides the name, the same in every pool of the process.
 *
 * Safe across schema changes: a registered query names its columns (no `select *`), so adding a column
 * (a zero-downtime migration) does not change its result type, and PostgreSQL re-plans by itself.
 * A connection pooler in transaction mode must keep prepared statements per server connection
 * (PgBouncer 1.21+ with max_prepared_statements), as with any driver that prepares.
 */
const names = new Map<string, string>();

/** Marks a SQL text as hot: from now on it runs as a named (prepared) statement. */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `assessly_hot_${names.size + 1}`);
}

/** Every text registered so far (plan checks in the tests). */
export function preparedTexts(): string[] {
  return [...names.keys()];
}

type Query = (...args: unknown[]) => unknown;

/** The pool as Kysely's PostgresDialect sees it, with registered texts sent as named statements, behind `queue`. */
export function withNamedStatements(pool: pg.Pool, queue: ConnectionQueue): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let facade = wrapped.get(client);
    if (!facade) {
      const query = client.query.bind(client) as Query;
      facade = {
        query: ((text: unknown, values?: unknown[]) => {
          const name = typeof text === 'string' ? names.get(text) : undefined;
          // Cursors (Kysely's streams) and unregistered texts go through unchanged.
          return name ? query({ name, text, values }) : query(text, values);
        }) as PostgresPoolClient['query'],
        release: () => {
          client.release();
          queue.release();
        },
      };
      wrapped.set(client, facade);
    }
    return facade;
  };
  return {
    // The wait for a connection is the queue's (connectionQueue.ts): pg-pool is never asked for more than it has.
    connect: async () => {
      await queue.acquire();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        queue.release();
        throw error;
      }
      queue.progressed();
      return wrap(client);
    },
    end: () => pool.end(),
  };
}
