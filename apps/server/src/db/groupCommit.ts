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
 * Each unit of work keeps its own outcome. The group runs optimistically without savepoints (two more
 * statements per unit, a tenth of an answer save's CPU): when a unit throws, the whole transaction is
 * rolled back and every unit runs again in a transaction of its own, so the one that failed is rejected
 * and the others are stored as if they had come alone. Units only read and write the database, so
 * running one again is safe; a refusal that is an answer (an attempt already closed) is a return value,
 * not a throw, and keeps the group together. When the commit itself fails, every unit of the group is
 * rejected (none was stored).
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
    let values: unknown[];
    try {
      values = await this.#db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const unit of group) {
          try {
            done.push(await unit.work(trx));
          } catch {
            throw new UnitFailed('a unit of the group failed');
          }
        }
        return done;
      });
    } catch (error) {
      if (!(error instanceof UnitFailed)) {
        for (const unit of group) unit.reject(error);
        return;
      }
      // One unit threw and nothing was stored: each runs again on its own, in order.
      for (const unit of group) await this.#db.transaction().execute(unit.work).then(unit.resolve, unit.reject);
      return;
    }
    group.forEach((unit, i) => unit.resolve(values[i]));
  }
}

/** A unit of the group threw: the transaction is rolled back and the units run one by one. */
class UnitFailed extends Error {}

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
