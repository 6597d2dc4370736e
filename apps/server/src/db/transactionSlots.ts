import { POOL_SIZE, type DB } from './database.js';

/**
 * At most `size` of the exam's multi-statement transactions (starts and finishes) at once per process;
 * the others wait here, before asking for a connection. A transaction holds its connection for several
 * round trips. When 5,000 candidates press Start together, thousands of starts queued in the pool's
 * queue, and each candidate's first question fetch (one statement) waited behind all of them: every
 * first question arrived at the end of the start wave, so every first answer came in the same seconds
 * (seen in bench/exam-wave on PostgreSQL). With the starts held here, the pool keeps connections for the
 * one-statement reads and writes of candidates already in the exam, which answer in milliseconds.
 * The total work is the same: starts still go as fast as the machine allows.
 */
export class TransactionSlots {
  readonly #size: number;
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  /** Runs `work` once a slot is free, and frees it when `work` settles, whatever the outcome. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy < this.#size) this.#busy++;
    // A freed slot passes straight to the next waiter (first come, first served): #busy stays as it is.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy--;
    }
  }

  /** Transactions running, and waiting for a slot (tests). */
  get load() {
    return { busy: this.#busy, waiting: this.#waiting.length };
  }
}

/** Leaves four of the pool's connections to one-statement work, which batches per turn and needs few. */
export const EXAM_TRANSACTION_SLOTS = Math.max(1, POOL_SIZE - 4);

const slots = new WeakMap<DB, TransactionSlots>();

/** The slots of `db`'s pool, made on first use. */
export function examTransactionSlots(db: DB): TransactionSlots {
  let found = slots.get(db);
  if (!found) slots.set(db, (found = new TransactionSlots(EXAM_TRANSACTION_SLOTS)));
  return found;
}
