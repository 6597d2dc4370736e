import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared per connection; the app has a few hundred queries, IN-lists add variants. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with `prepare(sql)` answering the
 * Statement already prepared for the same SQL text. Kysely's SqliteDriver prepares every query again
 * (parsing and planning it in SQLite), which was a quarter of the exam hot path's CPU.
 *
 * Reusing a Statement is safe here: better-sqlite3 runs `all()`/`run()` synchronously to the end, so
 * two uses of one statement never overlap, and SQLite re-prepares a cached statement by itself after a
 * schema change (migrations). The one exception is a statement whose `iterate()` cursor is still open
 * (Kysely's streamQuery): it reports `busy`, and another use of the same SQL text meanwhile gets a fresh,
 * uncached statement instead of the error better-sqlite3 would raise.
 *
 * The bound is a least-recently-used one (a Map keeps insertion order: a hit moves the entry to the end),
 * so SQL texts that vary with data (IN-lists of different lengths, chunked inserts) cannot grow it forever.
 * An evicted statement is finalised by better-sqlite3 when it is garbage-collected.
 */
export class CachedStatements implements SqliteDatabase {
  readonly #file: SqliteFile;
  readonly #size: number;
  readonly #cache = new Map<string, Statement>();
  #hits = 0;
  #misses = 0;

  constructor(file: SqliteFile, size = DEFAULT_STATEMENT_CACHE_SIZE) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`statement cache size must be a positive integer`);
    this.#file = file;
    this.#size = size;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#cache.get(sql);
    if (cached && !cached.busy) {
      this.#hits++;
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    this.#misses++;
    const statement = this.#file.prepare(sql);
    // A busy statement stays cached (its cursor will end); the fresh one is used once and dropped.
    if (!cached) this.#remember(sql, statement);
    return statement;
  }

  close(): void {
    this.#cache.clear();
    this.#file.close();
  }

  /** How the cache did so far (tests and benchmarks). */
  stats(): { size: number; hits: number; misses: number } {
    return { size: this.#cache.size, hits: this.#hits, misses: this.#misses };
  }

  #remember(sql: string, statement: Statement): void {
    this.#cache.set(sql, statement);
    if (this.#cache.size > this.#size) this.#cache.delete(this.#cache.keys().next().value!);
  }
}
