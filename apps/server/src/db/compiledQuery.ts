import { createQueryId, type Compilable, type CompiledQuery, type QueryResult, type RootOperationNode } from 'kysely';
import type { DB } from './database.js';
import { dialectOf, type DialectName } from './dialect.js';
import { prepareOnPostgres } from './namedStatements.js';

/** Where a compiled query takes a value from the arguments of each call (see `arg`). */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A placeholder for a value given at each call of a `compiledOnce` query. Typed as the value it stands
 * for, so it goes wherever Kysely takes a value (`where`, `set`, `values`, `sql` templates); Kysely
 * passes it through as a bound parameter, never into the SQL text.
 */
export function arg<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

interface Compiled {
  sql: string;
  query: RootOperationNode;
  /** Per bound parameter: the argument it comes from, or the constant written into the builder. */
  slots: readonly unknown[];
}

export interface CompiledOnce<A, O> {
  /** Runs the query with these arguments on `db` (or a transaction): no building, no compiling. */
  execute(db: DB, args: A): Promise<QueryResult<O>>;
}

/**
 * A hot-path query built and compiled by Kysely once per dialect, then only executed. Building a query
 * with Kysely's builders and compiling it again on every call was about 15% of the exam hot path's CPU;
 * the queries there have the same shape every time, only the values change. The query is still written
 * with the builders (column names checked by TypeScript, one text for SQLite and PostgreSQL), with
 * `arg('name')` where a value of the call goes. On PostgreSQL it also runs as a prepared statement
 * (namedStatements.ts): name its columns, never `selectAll()`. Only for fixed shapes: an IN-list whose length varies is
 * one placeholder per item and does not fit.
 */
export function compiledOnce<A extends Record<string, unknown>, O>(
  build: (db: DB) => Compilable<O>,
): CompiledOnce<A, O> {
  const byDialect = new Map<DialectName, Compiled>();
  const compiledFor = (db: DB): Compiled => {
    const dialect = dialectOf(db);
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db).compile();
      compiled = { sql: query.sql, query: query.query, slots: query.parameters };
      if (dialect === 'postgres') prepareOnPostgres(query.sql);
      byDialect.set(dialect, compiled);
    }
    return compiled;
  };
  return {
    execute(db, args) {
      let compiled: CompiledQuery<O>;
      try {
        const { sql, query, slots } = compiledFor(db);
        const parameters = slots.map((slot) => (slot instanceof Slot ? valueOf(args, slot.name) : slot));
        compiled = { sql, query, parameters, queryId: createQueryId() };
      } catch (error) {
        // A rejection like any failed query, not a throw before the promise.
        return Promise.reject(error);
      }
      return db.executeQuery(compiled);
    },
  };
}

function valueOf(args: Record<string, unknown>, name: string): unknown {
  const value = args[name];
  // A missing argument would bind as NULL without a word: refuse it (null itself is a value).
  if (value === undefined) throw new Error(`compiledOnce: no value for argument "${name}"`);
  return value;
}
