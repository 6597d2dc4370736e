import { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters; Redis when several instances must share them, memory otherwise. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      return { allowed: w.count <= limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  return {
    async hit(key, limit, windowSeconds) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(k, windowSeconds * 1000);
      const retry = ttl > 0 ? Math.ceil(ttl / 1000) : windowSeconds;
      return { allowed: count <= limit, retryAfterSeconds: retry };
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}
