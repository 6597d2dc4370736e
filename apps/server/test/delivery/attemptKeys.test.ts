import { describe, expect, it } from 'vitest';
import { attemptKeys, keysOfAttempt, newAttemptSecret } from '../../src/modules/delivery/exam/attemptKeys.js';

describe('per-attempt keys (issue 22)', () => {
  it('gives each position an opaque id: stable for the attempt, different for another attempt or question', () => {
    const secret = newAttemptSecret();
    const keys = attemptKeys(secret, 7);
    const ids = Array.from({ length: 20 }, (_, i) => keys.idFor('item', i));
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(attemptKeys(secret, 7).idFor('item', 3)).toBe(ids[3]);
    expect(attemptKeys(newAttemptSecret(), 7).idFor('item', 3)).not.toBe(ids[3]);
    expect(attemptKeys(secret, 8).idFor('item', 3)).not.toBe(ids[3]);
    // Stems and choices at the same position never share an id: a pair cannot be read off the ids.
    expect(keys.idFor('stem', 0)).not.toBe(keys.idFor('choice', 0));
  });

  it('orders n things by a permutation that is stable per attempt and varies between attempts', () => {
    const secret = newAttemptSecret();
    const first = attemptKeys(secret, 1).order('item', 8);
    expect([...first].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(attemptKeys(secret, 1).order('item', 8)).toEqual(first);
    // Asked again of the same keys: the same order, and a caller changing its copy changes nothing.
    const keys = attemptKeys(secret, 1);
    keys.order('item', 8).reverse();
    expect(keys.order('item', 8)).toEqual(first);
    expect(attemptKeys(secret, 1).order('item', 0)).toEqual([]);
    expect(attemptKeys(secret, 1).order('item', 1)).toEqual([0]);
    const orders = new Set(
      Array.from({ length: 30 }, () => attemptKeys(newAttemptSecret(), 1).order('item', 8).join()),
    );
    // 30 shuffles of 8 things: all alike would be a 1 in 40320^29 event.
    expect(orders.size).toBeGreaterThan(20);
  });

  it('spreads every item evenly over every position', () => {
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (let n = 0; n < 800; n++) {
      const order = attemptKeys(newAttemptSecret(), n).order('choice', 4);
      order.forEach((item, position) => (counts[item]![position]! += 1));
    }
    // 200 expected per cell; below 120 or above 280 would be a broken shuffle, not chance.
    for (const row of counts) for (const cell of row) expect(cell).toBeGreaterThan(120);
    for (const row of counts) for (const cell of row) expect(cell).toBeLessThan(280);
  });

  it('refuses an attempt without a secret instead of making guessable ids', () => {
    expect(() => keysOfAttempt(null, 1).idFor('item', 0)).toThrow(/secret/);
    expect(() => keysOfAttempt('', 1).order('item', 2)).toThrow(/secret/);
    expect(keysOfAttempt('s', 1).idFor('item', 0)).toBe(attemptKeys('s', 1).idFor('item', 0));
  });
});
