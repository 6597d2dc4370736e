import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { serverArgs } from './serverBundle.js';
import { adminQuery, listenSmtp } from './testApp.js';

/** The repository root: instances run from there, as `npm start` runs the server. */
const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The developer's shell must not point an instance at another database, Redis, mail server or key. */
const IGNORED_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'STRIPE_SECRET_KEY',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A throwaway, empty PostgreSQL database on the server TEST_DATABASE_URL names; drop() removes it. */
export async function createPgDatabase(adminUrl: string) {
  const name = `assessly_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The Redis URL with an ioredis key prefix of its own (`?keyPrefix=`), so a test run's counters never
 * meet another run's or another test's on the same Redis; dropKeys() removes them afterwards.
 */
export function prefixedRedis(redisUrl: string) {
  const prefix = `assessly-test-${randomBytes(6).toString('hex')}:`;
  const url = new URL(redisUrl);
  url.searchParams.set('keyPrefix', prefix);
  const raw = () => new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  return {
    url: url.toString(),
    prefix,
    /** Whether a key (as the app names it, without the prefix) exists under this run's prefix. */
    async exists(key: string): Promise<boolean> {
      const redis = raw();
      try {
        return (await redis.exists(`${prefix}${key}`)) === 1;
      } finally {
        redis.disconnect();
      }
    },
    async dropKeys(): Promise<void> {
      const redis = raw();
      try {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
          if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
        }
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** A port that is free right now on the loopback interface. */
export async function freePort(): Promise<number> {
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

/** One pino line of an instance's output. */
export type LogLine = { msg?: string; level?: number } & Record<string, unknown>;

export interface Instance {
  label: string;
  baseUrl: string;
  /** Every JSON line the instance logged so far. */
  logs: LogLine[];
  /** The last 10,000 characters of its output, for failure messages. */
  tail(): string;
  /** SIGTERM to its process group (the server closes itself), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL to its process group at once, as a crash would end it; resolves with the signal that ended it. */
  kill(): Promise<NodeJS.Signals | number | null>;
}

function spawnInstance(
  label: string,
  env: Record<string, string>,
  program: string[],
): Instance & { child: ChildProcess } {
  const port = Number(env.PORT);
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of IGNORED_ENV) delete childEnv[key];
  Object.assign(childEnv, env);
  // Its own process group (detached), so stop() reaches anything it starts, and by its id only.
  const child = spawn(process.execPath, program, {
    cwd: ROOT_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: LogLine[] = [];
  let tail = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-10_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        /* not a log line */
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    label,
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    tail: () => tail,
    async stop() {
      process.off('exit', killOnExit);
      if (!running()) return;
      killGroup('SIGTERM');
      if (await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)])) {
        killGroup('SIGKILL');
        await exited;
      }
    },
    async kill() {
      process.off('exit', killOnExit);
      if (!running()) throw new Error(`${label} already exited`);
      killGroup('SIGKILL');
      await exited;
      return child.signalCode ?? child.exitCode;
    },
  };
}

async function waitUntilHealthy(instance: Instance & { child: ChildProcess }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { child } = instance;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${instance.label} exited (${child.exitCode ?? child.signalCode}) at start:\n${instance.tail()}`);
    }
    try {
      const response = await fetch(`${instance.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${instance.label} not healthy in ${timeoutMs} ms:\n${instance.tail()}`);
    await sleep(100);
  }
}

/**
 * Starts one server process per entry at the same moment (the server's bundle, as `npm start` runs it:
 * serverBundle.ts) and waits until every one answers /api/health. `started` receives each one
 * as soon as it is spawned, so the caller can stop them even when the start fails.
 */
export async function startInstances(
  envs: { label: string; env: Record<string, string> }[],
  started: Instance[],
  timeoutMs = 90_000,
): Promise<Instance[]> {
  const program = await serverArgs();
  const instances = envs.map(({ label, env }) => spawnInstance(label, env, program));
  started.push(...instances);
  await Promise.all(instances.map((i) => waitUntilHealthy(i, timeoutMs)));
  return instances;
}

/** The sum of a numeric field over the lines with this message, across instances (their own accounts). */
export const loggedSum = (instances: Instance[], msg: string, field: string): number =>
  instances.flatMap((i) => i.logs).reduce((sum, l) => sum + (l.msg === msg ? Number(l[field] ?? 0) : 0), 0);

export interface RecordedMail {
  /** The SMTP user the sender signed in as: tells which instance sent it. */
  user: string;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message with the user who sent it; each takes `delayMs`. */
export async function startRecordingSmtp(delayMs = 0) {
  const mails: RecordedMail[] = [];
  const { port, close } = await listenSmtp(
    (raw, user) =>
      // Slow on purpose: a backlog that takes a while to send gives both workers time to meet over it.
      new Promise<void>((resolve) =>
        setTimeout(() => {
          mails.push({ user, raw });
          resolve();
        }, delayMs),
      ),
  );
  return { port, mails, close };
}

export interface Reply<T = any> {
  status: number;
  body: T;
}

/** One HTTP call with full control over the headers and the raw body (webhooks need the exact bytes). */
export async function send<T = any>(
  instance: Instance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: {
    token?: string | null;
    json?: unknown;
    raw?: string;
    headers?: Record<string, string>;
    redirect?: 'follow' | 'manual';
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${instance.baseUrl}/api${path}`, {
    method,
    headers,
    body,
    redirect: options.redirect ?? 'follow',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed as T };
}

/** One JSON call to an instance over real HTTP. */
export function call<T = any>(
  instance: Instance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<Reply<T>> {
  return send<T>(instance, method, path, { token, json: body });
}

/** Polls until `check` answers true (or throws its last failure after the timeout). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}
