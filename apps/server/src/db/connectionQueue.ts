/**
 * The wait for one of the PostgreSQL pool's connections. pg-pool has one timeout for two different
 * waits: connecting to the server, and queueing while every connection is busy. At a synchronized
 * start of thousands of candidates the queue is long but moving, and a fixed 5 s made healthy requests
 * fail with 503 (seen with 5,000 candidates on a slow machine). Here a request waits as long as the
 * pool keeps handing out connections, and gives up only when none was obtained for `stallMs` (the
 * database is unreachable, not busy) or after `maxWaitMs` in all. The pool itself never queues: at most
 * `size` connections are asked for or in use at once.
 */

/** The text pg-pool uses for its own timeout, so errors/databaseErrors.ts answers 503 for both. */
export const QUEUE_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  since: number;
  timer?: NodeJS.Timeout;
}

export class ConnectionQueue {
  readonly #size: number;
  readonly #stallMs: number;
  readonly #maxWaitMs: number;
  #inUse = 0;
  #waiters: Waiter[] = [];
  /** When the pool last handed out a connection: the database answers. */
  #lastProgress = Date.now();

  constructor(options: { size: number; stallMs: number; maxWaitMs: number }) {
    this.#size = options.size;
    this.#stallMs = options.stallMs;
    this.#maxWaitMs = options.maxWaitMs;
  }

  /** Resolves when the caller may ask the pool for a connection; call `release` once it is given back. */
  acquire(): Promise<void> {
    if (this.#inUse < this.#size && this.#waiters.length === 0) {
      this.#inUse++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, since: Date.now() };
      this.#waiters.push(waiter);
      this.#arm(waiter);
    });
  }

  /** The pool handed out a connection (the database is reachable). */
  progressed(): void {
    this.#lastProgress = Date.now();
  }

  /** A connection was given back, or asking for one failed: the next waiter may go. */
  release(): void {
    const next = this.#waiters.shift();
    if (!next) {
      this.#inUse--;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }

  /** Checks the waiter when it could first time out; re-arms while the pool is still making progress. */
  #arm(waiter: Waiter) {
    const now = Date.now();
    const stallAt = Math.max(this.#lastProgress, waiter.since) + this.#stallMs;
    const deadline = Math.min(stallAt, waiter.since + this.#maxWaitMs);
    waiter.timer = setTimeout(() => this.#check(waiter), Math.max(0, deadline - now));
    waiter.timer.unref();
  }

  #check(waiter: Waiter) {
    const now = Date.now();
    const stalled = now - Math.max(this.#lastProgress, waiter.since) >= this.#stallMs;
    if (!stalled && now - waiter.since < this.#maxWaitMs) return this.#arm(waiter);
    const index = this.#waiters.indexOf(waiter);
    if (index === -1) return;
    this.#waiters.splice(index, 1);
    waiter.reject(new Error(QUEUE_TIMEOUT_MESSAGE));
  }
}
