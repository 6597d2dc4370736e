import { describe, expect, it } from 'vitest';
import { TransactionSlots } from '../../src/db/transactionSlots.js';

/** A promise with its resolve and reject, to settle work from the test. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('exam transaction slots', () => {
  it('runs at most `size` at once, the others in the order they came', async () => {
    const slots = new TransactionSlots(2);
    const gates = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ busy: 2, waiting: 3 });

    gates[1]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.resolve();
    gates[4]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(slots.load).toEqual({ busy: 0, waiting: 0 });
  });

  it('frees the slot of a transaction that fails, and passes its error on', async () => {
    const slots = new TransactionSlots(1);
    const failing = deferred();
    const first = slots.run(() => failing.promise);
    const second = slots.run(async () => 'ran');
    await turn();
    expect(slots.load).toEqual({ busy: 1, waiting: 1 });
    failing.reject(new Error('deadlock detected'));
    await expect(first).rejects.toThrow('deadlock detected');
    expect(await second).toBe('ran');
    expect(slots.load).toEqual({ busy: 0, waiting: 0 });
  });
});
