import { describe, expect, it } from 'vitest';
import { TickBatch } from '../../src/db/tickBatch.js';

/** A batcher that records what went as a batch and what went alone. */
function recording(options: { failMany?: boolean; bad?: number; maxSize?: number; keyed?: boolean } = {}) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const batcher = new TickBatch<number, string>({
    many: async (items) => {
      batches.push(items);
      if (options.failMany || items.includes(options.bad ?? NaN)) throw new Error('batch refused');
      return items.map((i) => `many:${i}`);
    },
    single: async (item) => {
      singles.push(item);
      if (item === options.bad) throw new Error(`bad item ${item}`);
      return `single:${item}`;
    },
    conflictKey: options.keyed ? (item) => String(item % 10) : undefined,
    maxSize: options.maxSize,
  });
  return { batcher, batches, singles };
}

describe('TickBatch: the calls of one event-loop turn as one statement', () => {
  it('runs a call that arrives alone on its own, as before', async () => {
    const { batcher, batches, singles } = recording();
    expect(await batcher.run(7)).toBe('single:7');
    expect(batches).toEqual([]);
    expect(singles).toEqual([7]);
  });

  it('sends the calls of one turn together and gives each its own result, in order', async () => {
    const { batcher, batches, singles } = recording();
    const results = await Promise.all([1, 2, 3, 4].map((i) => batcher.run(i)));
    expect(results).toEqual(['many:1', 'many:2', 'many:3', 'many:4']);
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(singles).toEqual([]);
  });

  it('starts a new batch for the calls of a later turn', async () => {
    const { batcher, batches } = recording();
    const first = Promise.all([1, 2].map((i) => batcher.run(i)));
    await new Promise((r) => setImmediate(r));
    const second = Promise.all([3, 4].map((i) => batcher.run(i)));
    await Promise.all([first, second]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('keeps items with the same key apart: the later one goes to the next batch', async () => {
    const { batcher, batches, singles } = recording({ keyed: true });
    const results = await Promise.all([1, 2, 11, 3, 21].map((i) => batcher.run(i)));
    expect(results).toEqual(['many:1', 'many:2', 'single:11', 'many:3', 'single:21']);
    expect(batches).toEqual([[1, 2, 3]]);
    // 11 and 21 share a key too: each goes in a turn of its own.
    expect(singles).toEqual([11, 21]);
  });

  it('sends a later item of the same key only once the batch with the earlier one has finished', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const batcher = new TickBatch<number, string>({
      many: async (items) => {
        events.push(`start ${items.join(',')}`);
        if (items.includes(1)) await held;
        events.push(`end ${items.join(',')}`);
        return items.map((i) => `many:${i}`);
      },
      single: async (item) => {
        events.push(`single ${item}`);
        return `single:${item}`;
      },
      conflictKey: (item) => String(item % 10),
    });
    const all = Promise.all([1, 2, 11, 3].map((i) => batcher.run(i)));
    // Several turns pass while the first batch is held: 11 must not overtake 1 on another connection.
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['start 1,2,3']);
    release();
    expect(await all).toEqual(['many:1', 'many:2', 'single:11', 'many:3']);
    expect(events).toEqual(['start 1,2,3', 'end 1,2,3', 'single 11']);
  });

  it('splits a turn larger than the largest batch', async () => {
    const { batcher, batches } = recording({ maxSize: 3 });
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => batcher.run(i)));
    expect(batches.map((b) => b.length)).toEqual([3, 3]);
  });

  it('runs the items of a failed batch one by one, so a bad item fails only itself', async () => {
    const { batcher, singles } = recording({ bad: 2 });
    const settled = await Promise.allSettled([1, 2, 3].map((i) => batcher.run(i)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'single:1',
      'bad item 2',
      'single:3',
    ]);
    expect(singles.sort()).toEqual([1, 2, 3]);
  });
});
