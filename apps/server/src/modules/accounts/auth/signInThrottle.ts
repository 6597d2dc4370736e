import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../../lib/rateLimits.js';

/**
 * How sign-in guessing is held back without letting anyone lock an account (issue 20 item 22). Wrong
 * passwords are counted per account AND client address, and per account alone, in fixed windows of
 * RATE_LIMIT_WINDOW_SECONDS shared by every instance when REDIS_URL is set:
 *
 * - every attempt from one address: RATE_LIMIT_LOGIN_PER_IP, whatever the e-mail;
 * - failures of one e-mail from one address: RATE_LIMIT_LOGIN_PER_EMAIL, then that address is refused
 *   for that e-mail (the right password too, so guessing from it stops); other addresses are not;
 * - failures of one e-mail from all addresses: RATE_LIMIT_LOGIN_PER_ACCOUNT, a much higher ceiling for
 *   guessing spread over many addresses; above it only addresses the account signed in from before
 *   (remembered for KNOWN_ADDRESS_DAYS) may still try, so the owner still gets in from home or work;
 * - every failure after the first FREE_FAILURES of an account in the window is answered late, the wait
 *   doubling from FIRST_DELAY_MS up to MAX_DELAY_MS. A right password is answered at once.
 *
 * Unknown e-mails go the same way as real ones, so neither answers nor timing tell who has an account.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 4_000;
export const KNOWN_ADDRESS_DAYS = 30;

/** How long the answer to the account's `failures`-th failure in the window waits. */
export function failureDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}

const keys = (email: string, ip: string) => ({
  address: `login-ip:${ip}`,
  pair: `login-fail:${email}|${ip}`,
  account: `login-fail:${email}`,
  known: `login-known:${email}|${ip}`,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The limiter's counters for one sign-in attempt: `email` normalised, `ip` as the server sees it. */
export function signInThrottle(app: FastifyInstance, email: string, ip: string) {
  const { rateLimiter: limiter, config } = app;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const k = keys(email, ip);
  const hit = async (key: string, limit: number) => {
    const result = await limiter.hit(key, limit, window);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  };
  return {
    /**
     * Before the password is checked. The address and pair counters count the attempt itself, so that
     * simultaneous guesses cannot pass the limit while their passwords are being checked.
     */
    async mayTry(): Promise<void> {
      await hit(k.address, config.RATE_LIMIT_LOGIN_PER_IP);
      await hit(k.pair, config.RATE_LIMIT_LOGIN_PER_EMAIL);
      const account = await limiter.peek(k.account);
      if (account.count >= config.RATE_LIMIT_LOGIN_PER_ACCOUNT && !(await limiter.remembers(k.known)))
        throw tooManyRequests(account.retryAfterSeconds);
    },
    /** A wrong password: counted for the account, then answered after the account's current delay. */
    async failed(): Promise<void> {
      const { count } = await limiter.hit(k.account, config.RATE_LIMIT_LOGIN_PER_ACCOUNT, window);
      await sleep(failureDelayMs(count));
    },
    /** The right password: this address starts afresh and is remembered as one the account uses. */
    async succeeded(): Promise<void> {
      await limiter.reset(k.pair);
      await limiter.remember(k.known, KNOWN_ADDRESS_DAYS * 86_400);
    },
  };
}
