import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DELAY_MS, FREE_FAILURES, failureDelayMs } from '../../src/modules/accounts/auth/signInThrottle.js';
import { prefixedRedis } from '../helpers/instances.js';
import { createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 20 item 22: 14 wrong passwords used to lock any account, admins included, for 15 minutes. An
 * attacker hammering an account from other addresses must not keep its owner out: failures count per
 * account and address, the account alone has a much higher ceiling past which only addresses it signed
 * in from may try, and failures are answered later and later instead.
 */

let users = 0;
const PASSWORD = 'owner-pass-123';
const HOME = '203.0.113.10';
const attackerAddress = (n: number) => `198.51.100.${n + 1}`;

function signIn(t: TestApp, email: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/User/GetLoginInfo', payload: { email, password }, remoteAddress });
}

/** Sends `perAddress` wrong passwords from each of `addresses` attacker addresses at once; answers the statuses. */
async function attack(t: TestApp, email: string, addresses: number, perAddress: number, first = 0) {
  const tries = Array.from({ length: addresses * perAddress }, (_, i) =>
    signIn(t, email, `guess-${first + i}-wrong`, attackerAddress(first + (i % addresses))),
  );
  return (await Promise.all(tries)).map((res) => res.statusCode);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe.each(testDatabases())('sign-in under attack on %s', (kind) => {
  describe('with the default limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('an attacker with 36 wrong passwords from three addresses does not keep the admin out', async () => {
      const { email, password } = DEMO_ACCOUNTS.admin;
      const perEmail = t.config.RATE_LIMIT_LOGIN_PER_EMAIL;
      // Twelve guesses from each address, all at once: the first ten of each are checked, the rest refused.
      const flood = attack(t, email, 3, perEmail + 2);
      // The owner signs in from their own address while the flood is under way.
      const during = await signIn(t, email, password, HOME);
      expect(during.statusCode, during.body).toBe(200);
      const statuses = await flood;
      expect(count(statuses, 204)).toBe(3 * perEmail);
      expect(count(statuses, 429)).toBe(6);
      // Every attacking address is refused now, the right password too.
      const guessed = await signIn(t, email, password, attackerAddress(0));
      expect(guessed.statusCode).toBe(429);
      expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
      // The owner is not: from home at once, and from a new address (a phone), since the account's
      // failures are below its own ceiling.
      const after = await timed(() => signIn(t, email, password, HOME));
      expect(after.result.statusCode).toBe(200);
      expect(after.ms).toBeLessThan(failureDelayMs(3 * perEmail));
      expect((await signIn(t, email, password, '192.0.2.77')).statusCode).toBe(200);
    });

    it('answers failures later and later once an account has had a few, and a right password at once', async () => {
      const email = `slowed-${++users}-${kind}@example.com`;
      await registerUser(t.app, { email, password: PASSWORD });
      // The first failures are answered at once (typing mistakes), from any address.
      const free = await timed(() => attack(t, email, FREE_FAILURES, 1));
      expect(free.result).toEqual(Array(FREE_FAILURES).fill(204));
      expect(free.ms).toBeLessThan(FIRST_DELAY_MS * 4);
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        const failure = await timed(() => signIn(t, email, 'still-wrong-1', attackerAddress(20 + i)));
        expect(failure.result.statusCode).toBe(204);
        waits.push(failure.ms);
      }
      for (const [i, ms] of waits.entries())
        expect(ms).toBeGreaterThanOrEqual(failureDelayMs(FREE_FAILURES + 1 + i) - 5);
      expect(failureDelayMs(FREE_FAILURES + 3)).toBe(FIRST_DELAY_MS * 4);
      const right = await timed(() => signIn(t, email, PASSWORD, HOME));
      expect(right.result.statusCode).toBe(200);
      expect(right.ms).toBeLessThan(waits[2]!);
    });
  });

  describe('past the ceiling of the account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { RATE_LIMIT_LOGIN_PER_EMAIL: '4', RATE_LIMIT_LOGIN_PER_ACCOUNT: '12' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lets the owner in from an address they signed in from, and no new address at all', async () => {
      const email = `ceiling-${++users}-${kind}@example.com`;
      await registerUser(t.app, { email, password: PASSWORD });
      expect((await signIn(t, email, PASSWORD, HOME)).statusCode).toBe(200);

      // Guessing spread over five addresses, four each: every one is checked, twenty in all.
      expect(await attack(t, email, 5, 4)).toEqual(Array(20).fill(204));
      // Past twelve failures a new address is refused without its password being checked...
      const phone = await signIn(t, email, PASSWORD, '192.0.2.50');
      expect(phone.statusCode).toBe(429);
      expect(phone.json()).toMatchObject({ responseMsg: 'tooManyRequests' });
      const retryAfter = Number(phone.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(t.config.RATE_LIMIT_WINDOW_SECONDS);
      expect((await signIn(t, email, 'another-guess-1', attackerAddress(40))).statusCode).toBe(429);
      // ...and so is every address that guessed, while the owner still signs in from home.
      expect((await signIn(t, email, PASSWORD, attackerAddress(0))).statusCode).toBe(429);
      expect((await signIn(t, email, PASSWORD, HOME)).statusCode).toBe(200);
    });

    it('treats an unknown e-mail as a real one: refused everywhere past the ceiling', async () => {
      const email = `nobody-${++users}-${kind}@example.com`;
      expect(await attack(t, email, 4, 3, 60)).toEqual(Array(12).fill(204));
      expect((await signIn(t, email, PASSWORD, HOME)).statusCode).toBe(429);
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances on one Redis share the sign-in counts', () => {
  const redis = redisUrl ? prefixedRedis(redisUrl) : null;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp('sqlite', {
          REDIS_URL: redis!.url,
          RATE_LIMIT_LOGIN_PER_EMAIL: '3',
          RATE_LIMIT_LOGIN_PER_ACCOUNT: '6',
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
    await redis?.dropKeys();
  });

  it('counts failures on both instances together and remembers the owner’s address on both', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const email = `shared-${++users}@example.com`;
    // The same account on both (each test app has its own database; in production they share one).
    for (const t of apps) await registerUser(t.app, { email, password: PASSWORD });
    expect((await signIn(a, email, PASSWORD, HOME)).statusCode).toBe(200);

    // One address guesses three times, alternating instances: its fourth try is refused on either one.
    for (let i = 0; i < 3; i++)
      expect((await signIn(i % 2 ? b : a, email, `guess-${i}-wrong`, attackerAddress(0))).statusCode).toBe(204);
    expect((await signIn(b, email, PASSWORD, attackerAddress(0))).statusCode).toBe(429);
    // Three more failures from other addresses on the other instance reach the account's ceiling of six.
    expect(await attack(b, email, 3, 1, 1)).toEqual([204, 204, 204]);
    expect((await signIn(a, email, PASSWORD, '192.0.2.60')).statusCode).toBe(429);
    // The owner's address, remembered when they signed in on A, lets them in on B.
    expect((await signIn(b, email, PASSWORD, HOME)).statusCode).toBe(200);
    expect(await redis!.exists(`rl:login-fail:${email}`)).toBe(true);
  });
});
