import { DEMO_ACCOUNTS } from '@assessly/shared';
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAccessWorld, type AccessWorld, type ActorName } from '../helpers/accessActors.js';
import { TIER_ACTORS, type AccessCase, type Outcome, type Tier } from '../helpers/accessRequests.js';
import { ACCESS_TABLE } from '../helpers/accessTable.js';
import { bearer, testDatabases } from '../helpers/testApp.js';

/**
 * The authorization matrix (issue 10): every route of /api/openapi.json, called by the six callers of
 * accessActors.ts (anonymous, the owner candidate, another candidate, an admin, another admin and a
 * SuperAdmin) with real ids and valid bodies, against the expected-access table (accessTable.ts).
 *
 * How an answer is judged:
 * - allowed: exactly the table's outcome (200 unless it says otherwise), never 401 / 403, never a
 *   noAccess or tokenExpired code, never a 400 (the body is valid) or 404 (the ids are real);
 * - outside the route's role: 401 tokenExpired for anonymous, 403 noAccess for a signed-in caller (the
 *   role is checked before the body is read, so nothing else can come first);
 * - inside the role but not the owner: the table's refusal (403 noAccess unless it names 404 or a 202
 *   code), the owner's data unchanged (checked before the owner's own call), and no answer to anonymous
 *   or the other candidate ever contains the owner's e-mail, name, login code or invited assessment.
 */

const ALL_CASES = Object.values(ACCESS_TABLE).flat();
const ACCESS_CODES = ['noAccess', 'tokenExpired'];
/** Who may see the owner candidate's data: the owner and the site's admins. */
const SEES_OWNER_DATA: readonly ActorName[] = ['candidate', ...TIER_ACTORS.admin];

interface Documented {
  access: string | undefined;
}

async function documentedRoutes(w: AccessWorld): Promise<Map<string, Documented>> {
  const res = await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
  const routes = new Map<string, Documented>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      routes.set(`${method.toUpperCase()} ${path}`, { access: operation['x-access'] });
  return routes;
}

/** The path of a request fits the route's template ({param} = one segment), so no case calls a neighbour. */
function fitsRoute(route: string, url: string): boolean {
  const template = route.slice(route.indexOf(' ') + 1);
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(`/api${url.split('?')[0]}`);
}

function outcomeOf(res: LightMyRequestResponse): Outcome {
  try {
    const code = (JSON.parse(res.body) as { responseMsg?: unknown }).responseMsg;
    return { status: res.statusCode, code: typeof code === 'string' ? code : undefined };
  } catch {
    return { status: res.statusCode };
  }
}

const fits = (got: Outcome, expected: readonly Outcome[]) =>
  expected.some((e) => e.status === got.status && (e.code === undefined || e.code === got.code));
const show = (outcomes: readonly Outcome[]) =>
  outcomes.map((o) => `${o.status}${o.code ? ` ${o.code}` : ''}`).join(' or ');

/** What the table expects of one caller on one case. */
function expectedFor(entry: AccessCase, actor: ActorName): { allowed: boolean; outcomes: readonly Outcome[] } {
  const tier = TIER_ACTORS[entry.access];
  if ((entry.allow ?? tier).includes(actor)) return { allowed: true, outcomes: entry.ok ?? [{ status: 200 }] };
  if (!tier.includes(actor))
    return {
      allowed: false,
      outcomes: [actor === 'anonymous' ? { status: 401, code: 'tokenExpired' } : { status: 403, code: 'noAccess' }],
    };
  return { allowed: false, outcomes: entry.refusal ?? [{ status: 403, code: 'noAccess' }] };
}

/** Calls one case as every caller (refused ones first, the owner last) and answers what did not match. */
async function walk(w: AccessWorld, entry: AccessCase, label: string): Promise<string[]> {
  const problems: string[] = [];
  const allow = entry.allow ?? TIER_ACTORS[entry.access];
  const order = [
    ...ACTORS.filter((a) => !allow.includes(a) && a !== entry.owner),
    ...ACTORS.filter((a) => allow.includes(a) && a !== entry.owner),
    ...(entry.owner ? [entry.owner] : []),
  ];
  const before = entry.untouched ? await entry.untouched(w) : undefined;
  const method = entry.route.slice(0, entry.route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';

  for (const actor of order) {
    if (actor === entry.owner && entry.untouched && !isDeepStrictEqual(await entry.untouched(w), before))
      problems.push(`${label}: the owner's data changed before the owner called`);
    const req = await entry.request(w, actor);
    if (!fitsRoute(entry.route, req.url)) {
      problems.push(`${label}: the request ${req.url} is not this route`);
      continue;
    }
    const token =
      actor === 'anonymous' ? null : entry.session === 'extra' ? await w.extraSession(actor) : w.token(actor);
    const res = await w.t.app.inject({
      method,
      url: `/api${req.url}`,
      headers: { ...req.headers, ...(token ? bearer(token) : {}) },
      ...(req.body === undefined ? {} : { payload: req.body as object }),
      ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
    });
    const got = outcomeOf(res);
    const expected = expectedFor(entry, actor);
    const accessCode = expected.allowed && got.code !== undefined && ACCESS_CODES.includes(got.code);
    if (!fits(got, expected.outcomes) || accessCode)
      problems.push(
        `${label} as ${actor}: expected ${show(expected.outcomes)}, got ${got.status} ${res.body.slice(0, 240)}`,
      );
    if (!SEES_OWNER_DATA.includes(actor) && !entry.publicByDesign) {
      const seen = [...w.ownerMarkers, ...(entry.hidden?.(w) ?? [])].filter((m) => res.body.includes(m));
      if (seen.length > 0) problems.push(`${label} as ${actor}: the answer shows the owner's ${seen.join(', ')}`);
    }
    if (entry.session === 'signInAgain' && expected.allowed && actor !== 'anonymous') await w.signInAgain(actor);
    // The owner's own call does change what was watched: the watch looks at the right data.
    if (
      actor === entry.owner &&
      entry.untouched &&
      expected.allowed &&
      isDeepStrictEqual(await entry.untouched(w), before)
    )
      problems.push(`${label}: the owner's own call changed nothing that the case watches`);
  }
  return problems;
}

describe.each(testDatabases())('authorization matrix on %s', (kind) => {
  let w: AccessWorld;
  let documented: Map<string, Documented>;
  beforeAll(async () => {
    w = await createAccessWorld(kind);
    documented = await documentedRoutes(w);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('has a table entry for every route of /api/openapi.json, and no entry without a route', () => {
    const inTable = new Set<string>(ALL_CASES.map((entry) => entry.route));
    expect(documented.size).toBeGreaterThan(100);
    expect([...documented.keys()].filter((route) => !inTable.has(route))).toEqual([]);
    expect([...inTable].filter((route) => !documented.has(route))).toEqual([]);
  });

  it("gives each route one role, the one the server declares for it (openapi.json's x-access)", () => {
    const tiers = new Map<string, Set<Tier>>();
    for (const entry of ALL_CASES) tiers.set(entry.route, (tiers.get(entry.route) ?? new Set()).add(entry.access));
    const mixed = [...tiers].filter(([, set]) => set.size > 1).map(([route]) => route);
    expect(mixed).toEqual([]);
    // x-access is written by the OpenAPI transform; where the document carries it, it must agree.
    const disagreeing = [...tiers]
      .filter(([route, set]) => {
        const declared = documented.get(route)?.access;
        return declared !== undefined && !set.has(declared as Tier);
      })
      .map(([route, set]) => `${route}: table ${[...set].join()}, server ${documented.get(route)?.access}`);
    expect(disagreeing).toEqual([]);
    // Only someone's own data narrows a role, and then the owner's data is watched.
    for (const entry of ALL_CASES) if (entry.untouched) expect(entry.owner, entry.route).toBeDefined();
  });

  it('checks the role before anything else: a wrong role gets 401 / 403 even with bad ids and a broken body', async () => {
    const problems: string[] = [];
    const routes = new Map(ALL_CASES.map((entry) => [entry.route as string, entry.access]));
    for (const [route, access] of routes) {
      if (access === 'public') continue;
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const actor of ACTORS.filter((a) => !TIER_ACTORS[access].includes(a))) {
        const token = w.token(actor);
        const res = await w.t.app.inject({
          method,
          url: path.replace(/\{[^}]+\}/g, 'not-an-id'),
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          ...(method === 'GET' ? {} : { payload: '{"broken": ' }),
        });
        const expected =
          actor === 'anonymous' ? { status: 401, code: 'tokenExpired' } : { status: 403, code: 'noAccess' };
        if (!isDeepStrictEqual(outcomeOf(res), expected))
          problems.push(`${route} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses the demo admin and the demo SuperAdmin (public passwords) the guarded settings', async () => {
    // The same requests the non-demo admins get 200 for in the Settings group.
    const guarded = ['UpdatePaymentSetting', 'UpdateEmailSetting', 'UpdateAiSetting', 'UpdateClientUrl'];
    const cases = guarded.map((name) => ALL_CASES.find((entry) => entry.route === `PUT /api/Settings/${name}`)!);
    const before = await w.t.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
    for (const demo of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.superAdmin]) {
      const token = await w.t.login(demo.email, demo.password);
      for (const entry of cases) {
        const req = await entry.request(w, 'admin');
        const res = await w.t.app.inject({
          method: 'PUT',
          url: `/api${req.url}`,
          headers: bearer(token),
          payload: req.body as object,
        });
        expect(outcomeOf(res), `${entry.route} as ${demo.email}`).toEqual({
          status: 202,
          code: 'demoOperationNotAllowed',
        });
      }
    }
    expect(await w.t.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it.each(Object.keys(ACCESS_TABLE))(
    'gives every caller exactly the access of the table: %s',
    async (group) => {
      const problems: string[] = [];
      const seen = new Map<string, number>();
      for (const entry of ACCESS_TABLE[group]!) {
        const n = (seen.get(entry.route) ?? 0) + 1;
        seen.set(entry.route, n);
        problems.push(...(await walk(w, entry, n > 1 ? `${entry.route} (case ${n})` : entry.route)));
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
