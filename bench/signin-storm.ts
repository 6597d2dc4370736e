/**
 * bench/signin-storm (`npx tsx bench/signin-storm.ts`, also run by `npm run bench`): N candidates sign in
 * within a time window, each at a random moment, as a class does before an exam: a new connection, the
 * web's two sign-in calls (GetLoginInfo, which verifies the argon2 hash, then CreateLoginHistory), against
 * the real server in its own process. Baseline measured in the same run: the machine's argon2 hash rate,
 * verifying a hash made by the server's own hashPassword with the server's own verifyPassword (the same
 * parameters, the same libuv thread pool size). Then a closed-loop run gives the server's sign-in
 * capacity, and the ratio capacity / hash rate says how much of the machine's hashing the server turns
 * into sign-ins (1.0 = hashing is all it does).
 *
 * Each candidate connects from its own loopback address (127.1.x.y), as candidates on their own networks
 * do, so the per-address sign-in limit (RATE_LIMIT_LOGIN_PER_IP) applies per candidate as in production.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import { verifyPassword, hashPassword } from '../apps/server/src/lib/password.js';
import { benchConfig, insertUsers, startAppServer, withPreparedDatabase } from './lib/appServer.js';
import { loadSummary, machineLine, parseBenchArgs, fmtMs } from './lib/benchArgs.js';
import { createBenchDatabase } from './lib/benchDatabase.js';
import { cpuMeter } from './lib/cpu.js';
import { timed } from './lib/http.js';
import { Recorder } from './lib/recorder.js';
import { latencyRows, seeded, sleep } from './lib/table.js';

const USAGE = `usage: npx tsx bench/signin-storm.ts [--candidates N] [--window-s S] [--capacity N] [--quick] [--pg [URL]]
  --candidates N   candidates signing in (default 1000; --quick 100)
  --window-s S     the window they sign in within (default 60; --quick 6: the same arrival rate)
  --capacity N     closed-loop sign-ins measuring the server's capacity (default 100; --quick 20)
  --pg [URL]       PostgreSQL: a throwaway database on URL (default postgres://postgres@127.0.0.1:5432/postgres)`;

const PASSWORD = 'Storm-bench-password-1';
/** node's default libuv pool: argon2 runs there, in the server and in this process alike. */
const POOL = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
const log = (line: string) => console.log(line);

interface Account {
  email: string;
  address: string;
}

/** A loopback source address per candidate (127.1.a.b, never .0 or .255). */
const addressOf = (i: number, net = 1) => `127.${net}.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** The argon2 parameters as the hash records them (m=65536,t=3,p=4 for the library's defaults). */
const hashParameters = (hash: string) => hash.split('$')[3] ?? 'unknown';

/** Verifications per second with POOL in flight, and one verification alone (median of three). */
async function hashRate(hash: string, count: number) {
  const single: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    if (!(await verifyPassword(hash, PASSWORD))) throw new Error('the baseline hash did not verify');
    single.push(performance.now() - started);
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next++ < count) await verifyPassword(hash, PASSWORD);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, singleMs: single.sort((a, b) => a - b)[1]! };
}

/** The web's sign-in: GetLoginInfo (argon2), then CreateLoginHistory with the new token; answers the token. */
async function signIn(baseUrl: string, account: Account, recorder: Recorder, prefix: string): Promise<string | null> {
  const client = new Client(baseUrl, { localAddress: account.address, pipelining: 1, headersTimeout: 300_000 });
  const started = performance.now();
  try {
    const login = await timed<{ token: string } | null>(client, recorder, `${prefix}signin`, {
      method: 'POST',
      path: '/api/User/GetLoginInfo',
      body: { email: account.email, password: PASSWORD },
    });
    if (!login?.token) return null;
    const history = await timed(client, recorder, `${prefix}history`, {
      method: 'POST',
      path: '/api/User/CreateLoginHistory',
      token: login.token,
      body: { locationInfo: 'Asia/Kolkata' },
    });
    if (history === null) return null;
    recorder.latency(`${prefix}total`, performance.now() - started, started);
    return login.token;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * A candidate already signed in (e.g. taking an exam) while the storm goes on: every 250 ms a cheap
 * authenticated call and the public health check. Shows whether the hashing holds up everyone else.
 */
async function bystander(baseUrl: string, token: string, recorder: Recorder, until: () => boolean) {
  const options = { pipelining: 1, headersTimeout: 300_000 };
  const [signedIn, anonymous] = [new Client(baseUrl, options), new Client(baseUrl, options)];
  while (!until()) {
    await Promise.all([
      timed(signedIn, recorder, 'probe.auth', { method: 'GET', path: '/api/User/GetCurrentUserInfo', token }),
      timed(anonymous, recorder, 'probe.health', { method: 'GET', path: '/api/health' }),
    ]);
    await sleep(250);
  }
  await Promise.all([signedIn.close(), anonymous.close()]);
}

/** Every candidate at a random moment of the window (open loop: nobody waits for anybody else). */
async function storm(baseUrl: string, accounts: Account[], windowMs: number, recorder: Recorder, token: string) {
  const random = seeded(9);
  const offsets = accounts.map(() => random() * windowMs);
  const started = performance.now();
  let lastDone = started;
  let done = false;
  const probe = bystander(baseUrl, token, recorder, () => done);
  await Promise.all(
    accounts.map(async (account, i) => {
      await sleep(offsets[i]!);
      await signIn(baseUrl, account, recorder, '');
      lastDone = Math.max(lastDone, performance.now());
    }),
  );
  done = true;
  await probe;
  return { drainedMs: lastDone - started };
}

/** Sign-ins one after the other on `concurrency` workers: the most the server can do. */
async function capacity(baseUrl: string, accounts: Account[], concurrency: number, recorder: Recorder) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < accounts.length; i = next++) await signIn(baseUrl, accounts[i]!, recorder, 'cap.');
    }),
  );
  return (accounts.length - recorder.errorCount('cap.signin')) / ((performance.now() - started) / 1000);
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2), USAGE);
  const candidates = args.int('--candidates', 1000);
  const windowS = args.int('--window-s', 60);
  const capacityCount = args.int('--capacity', 100, 20);
  const startLoad = loadavg()[0]!;
  const database = await createBenchDatabase(args.pgAdminUrl);
  log(
    `signin-storm on ${database.dialect}: ${candidates} candidates within ${windowS} s ` +
      `(${(candidates / windowS).toFixed(1)} per second); ${machineLine()}`,
  );
  try {
    const preparing = performance.now();
    const hash = await hashPassword(PASSWORD);
    const total = candidates + capacityCount + 5;
    await withPreparedDatabase(benchConfig(database), (db) =>
      insertUsers(
        db,
        Array.from({ length: total }, (_, i) => ({
          fullName: `Storm Candidate ${i + 1}`,
          email: `s${i + 1}@storm.test`,
        })),
        hash,
      ),
    );
    const accounts = (from: number, count: number, net: number) =>
      Array.from({ length: count }, (_, i) => ({ email: `s${from + i + 1}@storm.test`, address: addressOf(i, net) }));
    log(`prepared ${total} candidates in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);

    const server = await startAppServer(database);
    const recorder = new Recorder();
    let result;
    try {
      // Untimed: the routes compiled and the first session rows written before anything is measured.
      const warm = new Recorder();
      let token: string | null = null;
      for (const a of accounts(candidates + capacityCount, 5, 3)) token = await signIn(server.baseUrl, a, warm, 'w.');
      if (!token || warm.errorCount() > 0) throw new Error(`warm-up sign-ins failed: ${warm.samples.join('; ')}`);

      const verifies = Math.max(2 * POOL, Math.round(capacityCount / 2));
      const before = await hashRate(hash, verifies);
      log(
        `baseline: argon2id (${hashParameters(hash)}) verify, this process, ${POOL} at a time: ` +
          `${before.perSecond.toFixed(1)} per second; one alone ${fmtMs(before.singleMs)} ms`,
      );

      const meter = cpuMeter(server.pid, database.pgName);
      const { drainedMs } = await storm(server.baseUrl, accounts(0, candidates, 1), windowS * 1000, recorder, token);
      const stormCpu = meter();
      log(
        `storm: the last sign-in finished ${(drainedMs / 1000).toFixed(1)} s after the first was sent; ${stormCpu.text}`,
      );

      const capMeter = cpuMeter(server.pid, database.pgName);
      const perSecond = await capacity(server.baseUrl, accounts(candidates, capacityCount, 2), 2 * POOL, recorder);
      log(`capacity: ${perSecond.toFixed(1)} sign-ins per second (${2 * POOL} at a time); ${capMeter().text}`);
      // Measured again after the capacity run: other work on the machine drifts, the mean is fairer to both.
      const after = await hashRate(hash, verifies);
      log(`baseline again: ${after.perSecond.toFixed(1)} verifies per second; one alone ${fmtMs(after.singleMs)} ms`);
      const rate = {
        perSecond: (before.perSecond + after.perSecond) / 2,
        singleMs: (before.singleMs + after.singleMs) / 2,
      };
      result = { rate, perSecond, drainedMs, busy: (stormCpu.otherCores ?? 0) > 0.25 };
    } finally {
      await server.stop();
    }
    report(recorder, candidates, windowS, result, startLoad);
  } finally {
    await database.drop();
  }
}

function report(
  recorder: Recorder,
  candidates: number,
  windowS: number,
  r: { rate: { perSecond: number; singleMs: number }; perSecond: number; drainedMs: number; busy: boolean },
  startLoad: number,
) {
  log('');
  log(
    latencyRows(recorder, [
      ['signin', 'storm: GetLoginInfo (argon2 verify)'],
      ['history', 'storm: CreateLoginHistory'],
      ['total', 'storm: whole sign-in (new connection, both calls)'],
      ['probe.auth', 'meanwhile: GetCurrentUserInfo (signed in, no hash)'],
      ['probe.health', 'meanwhile: /api/health (public, no hash)'],
      ['cap.signin', 'capacity: GetLoginInfo'],
      ['cap.total', 'capacity: whole sign-in'],
    ]),
  );
  const errors = recorder.errorCount();
  const signin = recorder.percentiles('signin');
  const whole = recorder.percentiles('total');
  const arrival = candidates / windowS;
  const ratio = r.perSecond / r.rate.perSecond;
  log('');
  log(`errors: ${errors}${errors ? ` (${recorder.samples.join('; ')})` : ''}`);
  log(
    `arrival ${arrival.toFixed(1)} per second against a capacity of ${r.perSecond.toFixed(1)}: ` +
      (arrival <= r.perSecond ? 'the server keeps up' : 'OVER CAPACITY: sign-ins queue and the storm drains late'),
  );
  log(
    `ratios (to the mean of both baselines): capacity / hash rate ${ratio.toFixed(2)}; storm p95 / one verify alone ` +
      `${(signin.p95 / r.rate.singleMs).toFixed(1)}`,
  );
  const probe = recorder.percentiles('probe.auth');
  log(
    `meanwhile a signed-in candidate's cheap call: p95 ${fmtMs(probe.p95)} ms against ` +
      `${fmtMs(recorder.percentiles('probe.health').p95)} ms for the public health check` +
      // Slower than the public route by far: authenticated calls queue behind the hashing (libuv pool).
      (probe.p95 > 100 && probe.p95 > 3 * recorder.percentiles('probe.health').p95
        ? ' (AUTHENTICATED CALLS WAIT BEHIND THE HASHING)'
        : ''),
  );
  log(loadSummary(startLoad));
  if (r.busy) log('warning: other processes used more than a quarter of a core during the storm');
  log(
    `signin-storm: candidates=${candidates} window_s=${windowS} signin_p50_ms=${fmtMs(signin.p50)} ` +
      `signin_p95_ms=${fmtMs(signin.p95)} total_p95_ms=${fmtMs(whole.p95)} errors=${errors} ` +
      `verify_per_s=${r.rate.perSecond.toFixed(1)} signins_per_s=${r.perSecond.toFixed(1)} capacity_ratio=${ratio.toFixed(2)} ` +
      `bystander_p95_ms=${fmtMs(probe.p95)}`,
  );
  if (errors > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
