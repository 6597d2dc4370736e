import { ERROR_STATUS, ROLE, isErrorCode } from '@assessly/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { isStorableText } from '../../src/plugins/wellFormedText.js';
import { standInEnv } from '../helpers/aiFixtures.js';
import { startAiStandIn, type AiStandIn } from '../helpers/aiStandIn.js';
import { bodyFor, pathValuesFor, queryFor, type HostileBody } from '../helpers/hostileArbitraries.js';
import { schemalessBody } from '../helpers/hostileUploads.js';
import {
  apiRoutes,
  readOpenApi,
  routeLabel,
  routeUrl,
  type ApiRoute,
  type RouteAccess,
} from '../helpers/openApiRoutes.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn.js';
import { bearer, createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Every route of /api/openapi.json gets hostile input (fast-check): malformed bodies, wrong types, missing
 * and extra fields, megabyte strings, odd Unicode, huge and negative numbers, SQL and HTML, in the body,
 * the path and the query, sent with the role the route declares so validation and logic are reached.
 * Each answer must be below 500 and, when it is a refusal, a body of the error registry; a refused
 * request must leave every guarded table as it was; no stored text may hold NUL or a mangled surrogate.
 *
 * Reproduce a failure with the seed it prints: HOSTILE_SEED=<seed> (and HOSTILE_RUNS=<n> for more runs).
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_251_121);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 14);
/** A route whose calls are slow (each sign-out means a new argon2 sign-in) stops early, without failing. */
const ROUTE_TIME_LIMIT_MS = 4_000;

/** The tables a refused request must not change (logs, AI usage and rate-limit state are allowed to). */
const GUARDED_TABLES = [
  'app_user',
  'user_role',
  'app_menu',
  'role_menu',
  'auth_session',
  'password_reset',
  'quiz_topic',
  'quiz_participant',
  'quiz_instruction',
  'question_category',
  'quiz_question',
  'quiz_attempt',
  'quiz_answer',
  'exam_accommodation',
  'certificate_template',
  'issued_certificate',
  'faq',
  'contact_message',
  'billing_plan',
  'payment',
  'checkout_session',
  'quiz_payment',
  'stripe_event',
  'mail_outbox',
  'uploaded_file',
] as const;
/** Where accepted text ends up: scanned for what cannot have been stored as sent. */
const TEXT_TABLES = [...GUARDED_TABLES.filter((t) => t !== 'uploaded_file'), 'site_settings'] as const;

async function rowCounts(db: DB): Promise<Record<string, number>> {
  const columns = GUARDED_TABLES.map((t) => `(select cast(count(*) as integer) from ${t}) as ${t}`).join(', ');
  const { rows } = await sql<Record<string, number>>`select ${sql.raw(columns)}`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

/** NUL, a lone surrogate, or U+FFFD: a lone surrogate the driver replaced (the generators never send U+FFFD). */
const isBadStoredText = (value: string) => !isStorableText(value) || value.includes('\uFFFD');

async function badStoredTexts(db: DB): Promise<string[]> {
  const found: string[] = [];
  for (const table of TEXT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        if (typeof value === 'string' && isBadStoredText(value))
          found.push(`${table}.${column}: ${JSON.stringify(value.slice(0, 80))}`);
  }
  return found;
}

/** A 202 or 4xx/5xx answer must be a registry body whose code maps to exactly this status. */
function expectRegistryAnswer(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
  if (res.statusCode !== 202 && res.statusCode < 400) return;
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(isErrorCode(body.responseMsg), `responseMsg ${String(body.responseMsg)} is in the registry`).toBe(true);
  expect(ERROR_STATUS[body.responseMsg as keyof typeof ERROR_STATUS], 'registry status').toBe(res.statusCode);
  expect(['error', 'alert']).toContain(body.status);
  expect(typeof body.message === 'string' && body.message.length > 0, 'a translated message').toBe(true);
  if (body.issues !== undefined)
    for (const issue of body.issues as unknown[])
      expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
}

interface HostileRequest {
  path: Record<string, string>;
  query: string;
  body: HostileBody;
}

/** Counterexamples as fast-check prints them: cut short, since a body may be a megabyte. */
function withShortPrint(request: HostileRequest): HostileRequest {
  const payload = request.body.payload;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  const summary = `${JSON.stringify(request.path)} ?${request.query.slice(0, 300)} [${request.body.contentType}] ${JSON.stringify(text.slice(0, 400))}${text.length > 400 ? ` …(${text.length} chars)` : ''}`;
  return Object.assign(request, { [fc.toStringMethod]: () => summary });
}

function requestArbitrary(route: ApiRoute): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: pathValuesFor(route.pathParams),
      query: queryFor(route.queryParams),
      body: route.body ? bodyFor(route.body) : schemalessBody,
    })
    .map(withShortPrint);
}

type Role = 'admin' | 'candidate' | 'superAdmin';
const ROLE_OF: Record<RouteAccess, Role | null> = {
  public: null,
  user: 'candidate',
  student: 'candidate',
  admin: 'admin',
  superAdmin: 'superAdmin',
};
const ROLE_ID: Record<Role, number> = { admin: ROLE.Admin, candidate: ROLE.Student, superAdmin: ROLE.SuperAdmin };

/**
 * One signed-in account per role (not the demo accounts, which some calls refuse). Hostile calls may sign
 * it out, change its password or delete it; a 401 marks it stale and the next call signs in again or
 * registers a new one.
 */
function roleSessions(t: () => TestApp) {
  const accounts = new Map<Role, { email: string; password: string; token: string }>();
  const stale = new Set<Role>();
  let serial = 0;

  async function create(role: Role) {
    const email = `hostile-${role.toLowerCase()}-${++serial}@example.com`;
    const password = 'hostile-pass-1';
    const { userId } = await registerUser(t().app, { email, password, fullName: `Hostile ${role}` });
    await t().db.updateTable('app_user').set({ userRoleId: ROLE_ID[role] }).where('userId', '=', userId).execute();
    accounts.set(role, { email, password, token: await t().login(email, password) });
  }

  return {
    async token(access: RouteAccess): Promise<string | null> {
      const role = ROLE_OF[access];
      if (!role) return null;
      const account = accounts.get(role);
      if (!account) await create(role);
      else if (stale.has(role)) {
        const res = await t().app.inject({
          method: 'POST',
          url: '/api/User/GetLoginInfo',
          payload: { email: account.email, password: account.password },
        });
        if (res.statusCode === 200) account.token = (res.json() as { token: string }).token;
        else await create(role);
      }
      stale.delete(role);
      return accounts.get(role)!.token;
    },
    markStale(access: RouteAccess) {
      const role = ROLE_OF[access];
      if (role) stale.add(role);
    },
  };
}

/**
 * The routes, read once when the file is collected (it.each needs its rows then) from an app on a scratch
 * SQLite database; each database's own app must document the very same routes.
 */
async function documentedRoutes(): Promise<ApiRoute[]> {
  const probe = await createTestApp('sqlite');
  try {
    return apiRoutes(await readOpenApi(probe.app));
  } finally {
    await probe.close();
  }
}
const ROUTES = await documentedRoutes();

let addressSerial = 0;
/** Each hostile call from its own address, so the per-IP limits of sign-in and contact do not hide logic. */
const nextAddress = () => `198.18.${(++addressSerial >> 8) & 255}.${addressSerial & 255}`;

describe.each(testDatabases())('hostile input to every API route on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let ai: AiStandIn;
  const sessions = roleSessions(() => t);
  /** Routes where some hostile request got past validation (the generators must reach the logic too). */
  const pastValidation = new Set<string>();

  beforeAll(async () => {
    // Outbound calls (Stripe, AI providers) reach local stand-ins only.
    stripe = await startStripeStandIn();
    ai = await startAiStandIn();
    t = await createTestApp(kind, {
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      ...standInEnv(ai),
    });
    expect(apiRoutes(await readOpenApi(t.app))).toEqual(ROUTES);
    // One account per role before the clock of any property starts (a sign-up costs an argon2 hash).
    for (const access of ['admin', 'student', 'superAdmin'] as const) await sessions.token(access);
    // An attempt of the candidate on the live demo assessment, so attempt ids lead somewhere.
    const live = await t.db.selectFrom('quiz_topic').select('quizTopicId').where('isRunning', '=', 1).execute();
    const token = await sessions.token('student');
    for (const { quizTopicId } of live)
      await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/CreateQuizResponseInitial',
        headers: bearer(token!),
        payload: { quizTopicId },
      });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await ai?.close();
  });

  it('reads every route, with its access, from /api/openapi.json, and starts with clean stored text', async () => {
    expect(ROUTES.length).toBeGreaterThan(150);
    expect(new Set(ROUTES.map((r) => r.access))).toEqual(new Set(['public', 'user', 'admin', 'student', 'superAdmin']));
    expect(await badStoredTexts(t.db)).toEqual([]);
  });

  async function send(route: ApiRoute, request: HostileRequest, token: string | null) {
    const headers: Record<string, string> = token ? bearer(token) : {};
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';
    if (withBody && request.body.contentType) headers['content-type'] = request.body.contentType;
    const res = await t.app.inject({
      method: route.method,
      url: routeUrl(route, request.path, request.query),
      headers,
      remoteAddress: nextAddress(),
      ...(withBody ? { payload: request.body.payload } : {}),
    });
    if (res.statusCode === 401) sessions.markStale(route.access);
    return res;
  }

  it.each(ROUTES.map((route) => [routeLabel(route), route] as const))('%s', async (_label, route) => {
    const property = fc.asyncProperty(requestArbitrary(route), async (request) => {
      // Signing in again (after a hostile sign-out) writes a session: done before the rows are counted.
      const token = await sessions.token(route.access);
      const before = await rowCounts(t.db);
      const res = await send(route, request, token);
      if (res.statusCode !== 400 && res.statusCode !== 401) pastValidation.add(routeLabel(route));
      expectRegistryAnswer(res);
      if (res.statusCode === 202 || res.statusCode === 204 || res.statusCode >= 400)
        expect(await rowCounts(t.db), `refused (${res.statusCode} ${res.body.slice(0, 200)}) yet stored`).toEqual(
          before,
        );
    });
    await fc.assert(property, {
      seed: SEED,
      numRuns: RUNS,
      interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
      markInterruptAsFailure: false,
    });
    if (route.method !== 'GET') expect(await badStoredTexts(t.db)).toEqual([]);
  });

  it('got past validation into the logic of most routes', () => {
    // Bodies start from what the schema accepts; only refinements the schema cannot show stop some routes.
    expect(pastValidation.size, [...pastValidation].join('\n')).toBeGreaterThanOrEqual(
      Math.floor(ROUTES.length * 0.85),
    );
  });
});
