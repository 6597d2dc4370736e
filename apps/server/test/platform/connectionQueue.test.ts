import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionQueue } from '../../src/db/connectionQueue.js';
import { isDatabaseUnavailable } from '../../src/errors/databaseErrors.js';

/**
 * Fake timers: the queue's decisions depend on how long it waited, and a loaded CI machine can delay a
 * real 20 ms timer past a 60 ms stall time (seen as a flaky failure). Time moves only when the test says.
 */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Records the order in which acquisitions settle. */
function tracked(queue: ConnectionQueue, log: string[], name: string) {
  return queue.acquire().then(
    () => log.push(`${name} got`),
    (error: Error) => log.push(`${name} failed: ${error.message}`),
  );
}

describe('ConnectionQueue: the wait for a PostgreSQL connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out its size at once, then one per release, first come first served', async () => {
    const queue = new ConnectionQueue({ size: 2, stallMs: 1_000, maxWaitMs: 5_000 });
    const log: string[] = [];
    const all = ['a', 'b', 'c', 'd'].map((n) => tracked(queue, log, n));
    await sleep(5);
    expect(log).toEqual(['a got', 'b got']);
    queue.release();
    await sleep(5);
    expect(log).toEqual(['a got', 'b got', 'c got']);
    queue.release();
    await Promise.all(all);
    expect(log).toEqual(['a got', 'b got', 'c got', 'd got']);
  });

  it('keeps a request waiting past the stall time while the pool keeps handing out connections', async () => {
    const queue = new ConnectionQueue({ size: 1, stallMs: 60, maxWaitMs: 5_000 });
    await queue.acquire();
    const log: string[] = [];
    const waiting = tracked(queue, log, 'late');
    // A busy but healthy database: connections keep coming (other requests' turns) for 3 stall times.
    for (let i = 0; i < 9; i++) {
      await sleep(20);
      queue.progressed();
    }
    expect(log).toEqual([]);
    queue.release();
    await waiting;
    expect(log).toEqual(['late got']);
  });

  it('answers "database unavailable" once no connection was handed out for the stall time', async () => {
    const queue = new ConnectionQueue({ size: 1, stallMs: 50, maxWaitMs: 5_000 });
    await queue.acquire();
    let settled = false;
    const outcome = queue.acquire().then(
      () => null,
      (e: unknown) => e,
    );
    void outcome.then(() => (settled = true));
    await sleep(49);
    expect(settled).toBe(false);
    await sleep(1);
    const error = await outcome;
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The timed-out request left the line: the next release goes to nobody and frees the slot.
    queue.release();
    await queue.acquire();
  });

  it('gives up after the longest wait even while the pool is moving', async () => {
    const queue = new ConnectionQueue({ size: 1, stallMs: 50, maxWaitMs: 120 });
    await queue.acquire();
    const log: string[] = [];
    const waiting = tracked(queue, log, 'patient');
    const progress = setInterval(() => queue.progressed(), 10);
    await sleep(119);
    expect(log).toEqual([]);
    await sleep(1);
    await waiting;
    clearInterval(progress);
    expect(log).toEqual(['patient failed: timeout exceeded when trying to connect']);
  });
});
