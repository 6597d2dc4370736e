/**
 * The only place that knows SQLite from PostgreSQL. Everything else writes portable Kysely.
 * Conventions that keep queries portable: ids are integers, flags are integers 0/1,
 * timestamps are ISO-8601 text (sortable, substr-able), fractional numbers are doubles.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter;
  let name = dialects.get(adapter);
  if (!name) {
    name = adapter.constructor.name.toLowerCase().includes('postgres') ? 'postgres' : 'sqlite';
    dialects.set(adapter, name);
  }
  return name;
}

/** Asked several times per request on the hot path: the answer is kept per adapter object. */
const dialects = new WeakMap<object, DialectName>();

/** An auto-increment integer primary key. */
export function addIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, any>, name: string) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

export const doubleType = (db: Kysely<any>) => (dialectOf(db) === 'postgres' ? 'double precision' : 'real');
export const blobType = (db: Kysely<any>) => (dialectOf(db) === 'postgres' ? 'bytea' : 'blob');

/** Current time as ISO text, the timestamp format of every table. */
export const nowIso = (): string => new Date().toISOString();

/** Was this error a unique-constraint violation (both drivers)? Used to turn races into 202 duplicates. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL's serialization_failure: a concurrent SERIALIZABLE transaction read or wrote what this one depends on. */
export const isSerializationFailure = (error: unknown): boolean => (error as { code?: string })?.code === '40001';

/** count(*) as a JavaScript number on both drivers (pg returns bigint counts as strings). */
export const countAll = () => sql<number>`cast(count(*) as integer)`;

export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
