import { describe, expect, it } from 'vitest';
import { ConnectionQueue } from '../src/db/connectionQueue.js';
import { isDatabaseUnavailable } from '../src/errors/databaseErrors.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records the order in which acquisitions settle. */
function tracked(queue: ConnectionQueue, log: string[], name: string) {
  return queue.acquire().then(
    () => log.push(`${name} got`),
    (error: Error) => log.push(`${name} failed: ${error.message}`),
  );
}

describe('ConnectionQueue: the wait for a PostgreSQL connection', () => {
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
    const started = Date.now();
    const error = await queue.acquire().then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1_000);
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
    await waiting;
    clearInterval(progress);
    expect(log).toEqual(['patient failed: timeout exceeded when trying to connect']);
  });
});
