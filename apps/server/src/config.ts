import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so that ./data and the web build resolve the same from any working directory. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable the server reads, validated once at boot (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default(`file:${resolve(ROOT_DIR, 'data/assessly.sqlite')}`),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: boolish.optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.default(false),
  /** Largest JSON or form body of a request; file uploads have their own limits (UPLOAD_LIMITS). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(1_048_576),
  /** Largest body of the few bulk JSON calls (invitation and participant lists, result mails). */
  BULK_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(1_073_741_824).default(16_777_216),
  /** Origins allowed to call the API from other sites, comma-separated; unset: none (no CORS headers). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!isOrigin(origin))
          ctx.addIssue({ code: 'custom', message: `not an origin (https://host[:port]): ${origin}` });
      }
      return origins.map((o) => o.replace(/\/+$/, '').toLowerCase());
    }),
  WEB_DIST: z.string().default(resolve(ROOT_DIR, 'apps/web/dist')),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(300),
  /** Failed sign-ins per e-mail from one client address per window; that address is then refused. */
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins per e-mail from all addresses per window; then only addresses it signed in from may try. */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** How often overdue exam attempts are closed (seconds); 0 turns the sweep off. */
  EXAM_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** How often the mail outbox is sent (seconds); 0 turns it off. Unset: 5, but off when NODE_ENV=test. */
  MAIL_OUTBOX_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: boolish.optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Where the Stripe SDK sends its API calls instead of https://api.stripe.com, e.g. http://127.0.0.1:12111
   * for a local stand-in (tests) or stripe-mock. Unset in production: the SDK's default is used.
   */
  STRIPE_API_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_BASE_URL: z.string().optional(),
  GEMINI_MODEL: z.string().default('gemini-2.0-flash'),
  /** How long one AI provider call may take before the admin is told it timed out (issue 8: 30 s). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(30_000),
  /** AI calls per admin per RATE_LIMIT_WINDOW_SECONDS (each one costs the site money). */
  RATE_LIMIT_AI_PER_USER: z.coerce.number().int().positive().default(30),
  /** PostgreSQL: uses of a pool connection before it is replaced, so hot-path plans follow the tables (db/database.ts). */
  PG_POOL_MAX_USES: z.coerce.number().int().min(1).default(1000),
  /** Test servers only (lib/password.ts): `light` argon2id parameters, refused unless NODE_ENV=test. */
  PASSWORD_HASH_COST: z.enum(['standard', 'light']).default('standard'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_HASH_COST === 'light' && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  PASSWORD_HASH_COST: light is for test servers only (NODE_ENV=test)');
  }
  const isSqlite = !/^postgres(ql)?:\/\//.test(e.DATABASE_URL);
  return {
    ...e,
    isSqlite,
    // Demo data is on by default for the embedded database only (issue: Quick start).
    seedDemo: e.SEED_DEMO ?? isSqlite,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    stripeApi: stripeApiOf(e.STRIPE_API_URL),
  };
}

/** An http(s) origin as a browser sends it in the Origin header: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/+$/, '').toLowerCase()
    );
  } catch {
    return false;
  }
}

/** STRIPE_API_URL as the SDK's host, port and protocol options; null keeps Stripe's own API host. */
export function stripeApiOf(
  url: string | undefined,
): { host: string; port: number; protocol: 'http' | 'https' } | null {
  if (!url) return null;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SQLite file's folder must exist before better-sqlite3 opens it. */
export function sqliteFilePath(url: string): string | ':memory:' {
  const path = url.replace(/^file:/, '').replace(/^sqlite:/, '');
  if (path === ':memory:') return path;
  const dir = dirname(path);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return path;
}
