import { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The count in the window, this hit included. */
  count: number;
}

export interface PeekResult {
  /** The count in the current window (0 when none is open). */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters, and facts remembered for a while (an address an account signed in from);
 * Redis when several instances must share them, memory otherwise.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  /** The count of a window without adding to it. */
  peek(key: string): Promise<PeekResult>;
  reset(key: string): Promise<void>;
  /** Remembers `key` for `ttlSeconds` from now (again from now at each call). */
  remember(key: string, ttlSeconds: number): Promise<void>;
  remembers(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Entries one process keeps at most in each of its maps; expired ones go first, then the oldest. */
const MEMORY_ENTRIES = 100_000;

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const remembered = new Map<string, number>();
  const open = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let w = open(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > MEMORY_ENTRIES) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      return { allowed: w.count <= limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000), count: w.count };
    },
    async peek(key) {
      const now = Date.now();
      const w = open(key, now);
      return w ? { count: w.count, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) } : NO_WINDOW;
    },
    async reset(key) {
      windows.delete(key);
    },
    async remember(key, ttlSeconds) {
      // Deleted first, so that the map's order stays the order of the last use: the oldest go first.
      remembered.delete(key);
      remembered.set(key, Date.now() + ttlSeconds * 1000);
      if (remembered.size > MEMORY_ENTRIES) remembered.delete(remembered.keys().next().value!);
    },
    async remembers(key) {
      const until = remembered.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      remembered.delete(key);
      return false;
    },
    async close() {},
  };
}

const NO_WINDOW: PeekResult = { count: 0, retryAfterSeconds: 0 };

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  return {
    async hit(key, limit, windowSeconds) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, windowSeconds * 1000);
      const retry = ttl > 0 ? Math.ceil(ttl / 1000) : windowSeconds;
      return { allowed: count <= limit, retryAfterSeconds: retry, count };
    },
    async peek(key) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      if (count === null) return NO_WINDOW;
      return { count: Number(count), retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 1 };
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
    async remember(key, ttlSeconds) {
      await redis.set(`rl:${key}`, '1', 'PX', ttlSeconds * 1000);
    },
    async remembers(key) {
      return (await redis.exists(`rl:${key}`)) === 1;
    },
    async close() {
      redis.disconnect();
    },
  };
}
