// The limiter behind login, reset and registration limits: in memory, and on a real Redis when
// TEST_REDIS_URL is set (what several instances share).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../src/lib/rateLimiter.js';

const kinds: [string, () => RateLimiter][] = [['memory', memoryRateLimiter]];
if (process.env.TEST_REDIS_URL) kinds.push(['redis', () => redisRateLimiter(process.env.TEST_REDIS_URL!)]);

describe.each(kinds)('rate limiter (%s)', (_kind, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it('allows up to the limit, then refuses with the time left in the window', async () => {
    const key = `test:${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts keys apart and starts again after a reset', async () => {
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    await limiter.hit(a, 1, 60);
    expect((await limiter.hit(a, 1, 60)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60)).allowed).toBe(true);
    await limiter.reset(a);
    expect((await limiter.hit(a, 1, 60)).allowed).toBe(true);
  });

  it('peeks at a window without adding to it, and says the count of each hit', async () => {
    const key = `test:${randomUUID()}`;
    expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect((await limiter.hit(key, 5, 60)).count).toBe(1);
    expect((await limiter.hit(key, 5, 60)).count).toBe(2);
    const peeked = await limiter.peek(key);
    expect(peeked.count).toBe(2);
    expect(peeked.retryAfterSeconds).toBeGreaterThan(0);
    expect(peeked.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek(key)).count).toBe(2);
  });

  it('remembers a key for its time, from the last time it was remembered', async () => {
    const key = `test:${randomUUID()}`;
    expect(await limiter.remembers(key)).toBe(false);
    await limiter.remember(key, 1);
    expect(await limiter.remembers(key)).toBe(true);
    await new Promise((r) => setTimeout(r, 600));
    await limiter.remember(key, 1);
    await new Promise((r) => setTimeout(r, 600));
    expect(await limiter.remembers(key)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await limiter.remembers(key)).toBe(false);
  });

  it('opens a new window when the old one has passed', async () => {
    const key = `test:${randomUUID()}`;
    await limiter.hit(key, 1, 1);
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(true);
  });
});

describe('two limiters on one Redis share their counts (several instances)', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)('refuses on the second instance what the first used up', async () => {
    const one = redisRateLimiter(process.env.TEST_REDIS_URL!);
    const two = redisRateLimiter(process.env.TEST_REDIS_URL!);
    const key = `test:${randomUUID()}`;
    await one.hit(key, 2, 60);
    await two.hit(key, 2, 60);
    expect((await one.hit(key, 2, 60)).allowed).toBe(false);
    // What one instance remembers (an address an account signed in from), the other knows too.
    await one.remember(`${key}:known`, 60);
    expect(await two.remembers(`${key}:known`)).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });
});
