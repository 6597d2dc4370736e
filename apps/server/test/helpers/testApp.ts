import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../src/app.js';
import { prepareDatabase } from '../../src/boot.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DB } from '../../src/db/database.js';
import {
  captureLogStream,
  instrumentApp,
  openCapture,
  processMailCapture,
  recordConfigSecrets,
  recordSettingsSecrets,
  type CaptureFile,
} from './capture.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: Config;
  jwtSecret: string;
  /** Signs in through the API and answers the bearer token (throws unless 200). */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Environment variables of the developer's shell that would change what the tests observe. */
const IGNORED_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'TRUST_PROXY',
];

export const TEST_PUBLIC_URL = 'http://assessly.test:8080';

/** One statement on the PostgreSQL server itself (creating and dropping test databases). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated and seeded database (demo accounts included) and an app on it. Call once per test
 * file (beforeAll) and close it in afterAll; overrides are environment variables for loadConfig.
 */
export async function createTestApp(kind: DatabaseKind, overrides: Record<string, string> = {}): Promise<TestApp> {
  let databaseUrl: string;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `assessly_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'assessly-test-'));
    databaseUrl = `file:${join(dir, 'assessly.sqlite')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of IGNORED_ENV) delete env[key];
  const capture = openCapture('server');
  const config = loadConfig({
    ...env,
    PUBLIC_URL: TEST_PUBLIC_URL,
    // Light argon2id parameters (lib/password.ts): the suites hash and verify thousands of passwords.
    PASSWORD_HASH_COST: 'light',
    ...overrides,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    // While the secret scan captures (ASSESSLY_CAPTURE_DIR), the app logs all it logs in production and more.
    LOG_LEVEL: capture ? 'debug' : 'silent',
  });

  let database: Awaited<ReturnType<typeof prepareDatabase>>['database'] | undefined;
  try {
    const prepared = await prepareDatabase(config);
    database = prepared.database;
    const app = await buildApp({
      config,
      database: prepared.database,
      jwtSecret: prepared.jwtSecret,
      serveWeb: false,
      logger: config.LOG_LEVEL !== 'silent',
      logStream: capture ? captureLogStream(capture) : undefined,
    });
    if (capture) {
      instrumentApp(app, capture);
      recordConfigSecrets(capture, config, prepared.jwtSecret);
    }
    await app.ready();
    const db = prepared.database.db;
    return {
      app,
      db,
      config,
      jwtSecret: prepared.jwtSecret,
      async login(email, password) {
        const res = await app.inject({ method: 'POST', url: '/api/User/GetLoginInfo', payload: { email, password } });
        if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode} ${res.body}`);
        return (res.json() as { token: string }).token;
      },
      async close() {
        try {
          await app.close();
          if (capture) await captureDatabaseSecrets(db, capture);
          await db.destroy();
        } finally {
          capture?.close();
          await cleanup();
        }
      },
    };
  } catch (error) {
    capture?.close();
    await database?.db.destroy().catch(() => undefined);
    await cleanup();
    throw error;
  }
}

/**
 * The secrets a test put straight into the database (a payment key, the SMTP password, AI keys) and the
 * generated JWT secret, read once at the end: the scan must know them too. A database a test already
 * broke on purpose gives nothing (or is given up after 5 s), which is not the test's failure.
 */
async function captureDatabaseSecrets(db: DB, capture: CaptureFile) {
  const read = async () => {
    const settings = await db.selectFrom('site_settings').selectAll().execute();
    for (const row of settings) recordSettingsSecrets(capture, row, 'site_settings');
    const secrets = await db.selectFrom('app_secret').select(['name', 'value']).execute();
    for (const row of secrets) if (!row.name.startsWith('seed:')) capture.secret(row.value, `app_secret ${row.name}`);
  };
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)));
  try {
    await Promise.race([read(), giveUp]);
  } catch {
    /* the database is gone or down: the values sent through the API were captured already */
  } finally {
    clearTimeout(timer);
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestSmtpServer {
  port: number;
  /** Raw messages (headers and body) in the order they arrived. */
  messages: string[];
  /** Resolves with the first message received after index `from` that matches, or rejects after the timeout. */
  waitForMessage(predicate?: (raw: string) => boolean, from?: number, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that accepts any sign-in and hands every message, with the
 * user who signed in, to `receive`; the message is acknowledged once `receive` has finished.
 */
export async function listenSmtp(receive: (raw: string, user: string) => void | Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        processMailCapture()?.record(
          'mail',
          `mail to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`,
          mailText(raw),
        );
        Promise.resolve(receive(raw, String(session.user ?? ''))).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A real SMTP server on 127.0.0.1 (random port) that accepts any sign-in and keeps every message. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: string[] = [];
  const { port, close } = await listenSmtp((raw) => {
    messages.push(raw);
  });
  return {
    port,
    messages,
    async waitForMessage(predicate = () => true, from = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(from).find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close,
  };
}

/** Points the site's e-mail settings at a test SMTP server (complete settings: sender, password, host, port). */
export async function useSmtpServer(db: DB, port: number) {
  await db
    .updateTable('site_settings')
    .set({ host: '127.0.0.1', port, defaultEmail: 'noreply@assessly.test', smtpPassword: 'smtp-secret-pass' })
    .where('siteSettingsId', '=', 1)
    .execute();
}

/** A raw message's readable text: quoted-printable soft breaks joined and =XX escapes decoded, base64 parts decoded. */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const joined = body.replace(/=\r?\n/g, '');
        const bytes: number[] = [];
        for (let i = 0; i < joined.length; i++) {
          const hex = joined.slice(i + 1, i + 3);
          if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
            bytes.push(parseInt(hex, 16));
            i += 2;
          } else {
            bytes.push(...Buffer.from(joined[i]!, 'utf8'));
          }
        }
        return `${head}\n\n${Buffer.from(bytes).toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

/** A user registered through the API (a non-demo candidate), with their token and id. */
export async function registerUser(
  app: FastifyInstance,
  input: { email: string; password?: string; fullName?: string; [k: string]: unknown },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/User/StudentRegistration',
    payload: { fullName: 'Test Candidate', password: 'candidate-pass-1', ...input },
  });
  if (res.statusCode !== 200) throw new Error(`registration of ${input.email} answered ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; obj: { userId: number } };
  return { token: body.token, userId: body.obj.userId };
}
