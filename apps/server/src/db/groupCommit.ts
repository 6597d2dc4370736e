import { CompiledQuery } from 'kysely';
import type { DB } from './database.js';

interface Pending<T> {
  work: (trx: DB) => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: small write transactions that arrive in the same turn of the event loop run
 * in ONE transaction, each inside its own savepoint, and every caller's promise settles only after that
 * transaction committed (never before: an acknowledged answer is a committed one). A commit (its WAL
 * write, the page images, Kysely's transaction plumbing) costs more than the two statements of an
 * answer save; under load dozens of saves share it.
 *
 * Each unit of work keeps its own outcome: one that throws is rolled back to its savepoint and rejected,
 * the others go on. When the commit itself fails, every unit of the group is rejected (none was stored).
 * SQLite runs one transaction at a time anyway (one connection, Kysely's mutex), so grouping changes no
 * isolation: each unit sees the units before it, as it would have one transaction later.
 * PostgreSQL needs none of this: it groups WAL flushes of concurrent commits by itself.
 */
export class GroupCommit {
  readonly #db: DB;
  #queue: Pending<unknown>[] = [];
  #scheduled = false;

  constructor(db: DB) {
    this.#db = db;
  }

  /** Runs `work` in the next group's transaction; settles after that transaction committed. */
  run<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject } as Pending<unknown>);
      if (!this.#scheduled) {
        this.#scheduled = true;
        // After the I/O callbacks of this turn: the requests read in it join the same group.
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    this.#scheduled = false;
    const group = this.#queue;
    this.#queue = [];
    if (group.length === 1) {
      // Alone: a failure may roll back the whole transaction, no savepoint needed.
      const unit = group[0]!;
      this.#db.transaction().execute(unit.work).then(unit.resolve, unit.reject);
      return;
    }
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const unit of group) outcomes.push(await runInSavepoint(trx, unit.work));
      });
    } catch (error) {
      for (const unit of group) unit.reject(error);
      return;
    }
    group.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.value);
    });
  }
}

const SAVEPOINT = CompiledQuery.raw('savepoint unit');
const RELEASE = CompiledQuery.raw('release unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to unit');

async function runInSavepoint(trx: DB, work: (trx: DB) => Promise<unknown>): Promise<{ ok: boolean; value: unknown }> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    return { ok: false, value: error };
  }
}

const groups = new WeakMap<DB, GroupCommit>();

/** The group commit of this database handle (one per handle, made on first use). */
export function groupCommitOf(db: DB): GroupCommit {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group;
}
