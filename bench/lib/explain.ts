/**
 * The SQL behind a results page, captured by running the server's own repository functions in this
 * process against the bench database, each query timed here and explained (SQLite EXPLAIN QUERY PLAN,
 * PostgreSQL EXPLAIN ANALYZE), so a slow page shows which query is slow and why.
 */
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DB } from '../../apps/server/src/db/database.js';
import type { Database } from '../../apps/server/src/db/schema.js';
import { fmtMs } from './benchArgs.js';

export interface CapturingDatabase {
  db: DB;
  dialect: 'sqlite' | 'postgres';
  /** Queries run since the last take(), in order. */
  take(): CompiledQuery[];
  close(): Promise<void>;
}

/** A second connection to the bench database that records every query Kysely runs on it. */
export function capturingDatabase(url: string): CapturingDatabase {
  let captured: CompiledQuery[] = [];
  const log = (event: LogEvent) => {
    if (event.level === 'query') captured.push(event.query);
  };
  const postgres = /^postgres(ql)?:\/\//.test(url);
  const dialect = postgres
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) })
    : new SqliteDialect({ database: new SQLite(url.replace(/^file:/, ''), { readonly: true }) });
  const db = new Kysely<Database>({ dialect, log });
  return {
    db,
    dialect: postgres ? 'postgres' : 'sqlite',
    take() {
      const out = captured;
      captured = [];
      return out;
    },
    close: () => db.destroy(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median time of one query run here (five runs after one untimed). */
async function timeQuery(db: DB, query: CompiledQuery): Promise<number> {
  const times: number[] = [];
  await db.executeQuery(query);
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await db.executeQuery(query);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function planOf(c: CapturingDatabase, query: CompiledQuery): Promise<string[]> {
  const prefix = c.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, BUFFERS) ';
  const result = await c.db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
  const rows = result.rows as Record<string, unknown>[];
  if (c.dialect === 'postgres') return rows.map((r) => String(r['QUERY PLAN']));
  // SQLite: id, parent, detail; indent children under their parent.
  const depth = new Map<number, number>();
  return rows.map((r) => {
    const level = (depth.get(Number(r.parent)) ?? -1) + 1;
    depth.set(Number(r.id), level);
    return `${'  '.repeat(level)}${String(r.detail)}`;
  });
}

const inline = (query: CompiledQuery) =>
  `${query.sql.replace(/\s+/g, ' ')}${query.parameters.length ? `  -- ${JSON.stringify(query.parameters)}` : ''}`;

/** Runs `page` (the repository calls of one screen) and prints each of its queries: SQL, time here, plan. */
export async function explainPage(c: CapturingDatabase, label: string, page: (db: DB) => Promise<unknown>) {
  c.take();
  await page(c.db);
  const queries = c.take();
  const lines = [`EXPLAIN of ${label}: ${queries.length} queries`];
  for (const [i, query] of queries.entries()) {
    lines.push(`  ${i + 1}. ${fmtMs(await timeQuery(c.db, query))} ms here: ${inline(query)}`);
    for (const step of await planOf(c, query)) lines.push(`       ${step}`);
  }
  return lines.join('\n');
}
