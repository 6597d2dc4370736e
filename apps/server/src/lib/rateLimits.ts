import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/AppError.js';

/** 429 tooManyRequests with the seconds to wait, in the body and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('tooManyRequests', {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Counts one call against `key` in the current window (RATE_LIMIT_WINDOW_SECONDS, shared by every instance
 * when REDIS_URL is set) and throws 429 with the wait time once the count is over `limit`.
 */
export async function enforceLimit(app: FastifyInstance, key: string, limit: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(key, limit, app.config.RATE_LIMIT_WINDOW_SECONDS);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
}
