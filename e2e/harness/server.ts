import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  lineRecorder,
  openCapture,
  recordSettingsSecrets,
  type CaptureFile,
} from '@assessly/server/test/helpers/capture';
import { serverArgs } from '@assessly/server/test/helpers/serverBundle';
import Database from 'better-sqlite3';

/** The monorepo root (/work/main in a checkout): the server runs from there. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** E2E_WEB_DIST lets parallel work test its own build (vite build --outDir …) instead of apps/web/dist. */
const WEB_DIST = process.env.E2E_WEB_DIST ?? join(ROOT_DIR, 'apps/web/dist');
const WEB_INDEX = join(WEB_DIST, 'index.html');
const HEALTH_TIMEOUT_MS = 60_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  /** The server's SQLite file, for tests that must set up what no screen offers yet (e.g. a past deadline). */
  databasePath: string;
  /** Stops the server (its whole process group) and deletes its temporary database folder. */
  stop(): Promise<void>;
}

/** A port that is free right now on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when index.html and every script and style it references are in the folder. */
function isCompleteBuild(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const html = readFileSync(index, 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return assets.length > 0 && assets.every((asset) => existsSync(join(dir, asset)));
}

/**
 * Copies the web build into the test's own folder, so that a rebuild of apps/web/dist while the tests
 * run (vite empties the folder first) cannot break the server under test. Retries while a build is
 * being written.
 */
async function snapshotWebBuild(target: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (isCompleteBuild(WEB_DIST)) {
      rmSync(target, { recursive: true, force: true });
      try {
        cpSync(WEB_DIST, target, { recursive: true });
        if (isCompleteBuild(target)) return;
      } catch {
        /* the build changed under the copy: try again */
      }
    }
    await sleep(1_000);
  }
  throw new Error(`The web build in ${WEB_DIST} is incomplete: run npm run build -w @assessly/web`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group (the server was spawned detached, as a group leader).
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Starts the real server on a fresh SQLite database with the demo accounts seeded, serving the built
 * web app. One server per test file: every file gets its own database.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(WEB_INDEX)) {
    throw new Error(`The web build is missing (${WEB_INDEX}): run npm run build -w @assessly/web before the e2e tests`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'assessly-e2e-'));
  const webDist = join(dir, 'web');
  try {
    await snapshotWebBuild(webDist);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const databasePath = join(dir, 'db.sqlite');
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${databasePath}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    WEB_DIST: webDist,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Light argon2id parameters (apps/server/src/lib/password.ts): seeding and every sign-in hash a password.
    PASSWORD_HASH_COST: 'light',
    // Each test signs in several times with the same demo account (and once with a wrong password).
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    ...extraEnv,
  };
  // The secret scan (ASSESSLY_CAPTURE_DIR): the server logs as in production, and what it is given to keep
  // secret is noted.
  const capture = openCapture('e2e');
  if (capture) {
    env.LOG_LEVEL = extraEnv.LOG_LEVEL ?? 'info';
    for (const [key, value] of Object.entries(env))
      if (/SECRET|PASSWORD|API_KEY/.test(key)) capture.secret(value, `env ${key}`);
  }
  // Never talk to a shared Redis or a real mail or payment provider from the browser tests.
  delete env.REDIS_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;

  const child = spawn(process.execPath, await serverArgs(), {
    cwd: ROOT_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const recorders = capture
    ? [lineRecorder(capture, 'e2e server stdout'), lineRecorder(capture, 'e2e server stderr')]
    : [];
  if (capture) {
    child.stdout?.on('data', (chunk: Buffer) => recorders[0]!.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => recorders[1]!.push(chunk));
  }
  let exited: number | string | null | undefined;
  // Safety net: a test run that dies without its afterAll must not leave the server running.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', (code, signal) => {
    exited = code ?? signal;
    process.off('exit', killOnExit);
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exited === undefined) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      killGroup(child, 'SIGTERM');
      const timedOut = await Promise.race([gone.then(() => false), sleep(5_000).then(() => true)]);
      if (timedOut) {
        killGroup(child, 'SIGKILL');
        await Promise.race([gone, sleep(2_000)]);
      }
    }
    if (capture) finishCapture(capture, recorders, databasePath);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`The server exited (${String(exited)}) before answering /api/health:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer GET /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`,
      );
    }
    await sleep(250);
  }
  return { baseUrl, databasePath, stop };
}

/**
 * The end of a server's capture: the last partial lines, and the secrets that live in its database (the
 * generated JWT secret, keys and the SMTP password typed into Site settings), read before it is deleted.
 */
function finishCapture(capture: CaptureFile, recorders: ReturnType<typeof lineRecorder>[], databasePath: string) {
  for (const recorder of recorders) recorder.flush();
  try {
    const db = new Database(databasePath, { fileMustExist: true });
    try {
      for (const row of db.prepare('SELECT * FROM site_settings').all() as Record<string, unknown>[])
        recordSettingsSecrets(capture, row, 'site_settings');
      for (const row of db.prepare('SELECT name, value FROM app_secret').all() as { name: string; value: string }[])
        if (!row.name.startsWith('seed:')) capture.secret(row.value, `app_secret ${row.name}`);
    } finally {
      db.close();
    }
  } catch {
    /* a server that never got to create its database has no secrets in it */
  }
  capture.close();
}
