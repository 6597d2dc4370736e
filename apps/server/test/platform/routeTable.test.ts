// Issue 21: the route table in packages/shared is the contract both sides build on. The server registers
// its routes from it and the web calls through it; this test checks that the table, the routes the server
// registered and /api/openapi.json say the same: every entry is registered at its method and path, is
// documented there with its access (unless hidden), and every documented /api route has its entry.
import { DOMAIN_ROUTE_TABLES, openApiPath, ROUTE_TABLE, type RouteDef } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, readOpenApi, routeLabel, type ApiRoute } from '../helpers/openApiRoutes.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

const entries = Object.entries(ROUTE_TABLE) as [string, RouteDef][];
const label = (def: RouteDef) => `${def.method} ${openApiPath(def.path)}`;

describe('the route table, the registered routes and /api/openapi.json', () => {
  let t: TestApp;
  let documented: ApiRoute[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    documented = apiRoutes(await readOpenApi(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names every route once, at a path under /api with its parameters declared', () => {
    const labels = entries.map(([, def]) => label(def));
    expect(new Set(labels).size).toBe(labels.length);
    for (const [name, def] of entries) {
      expect(def.path, name).toMatch(/^\/api\//);
      const named = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = def.params && 'shape' in def.params ? Object.keys(def.params.shape as object) : [];
      expect([...declared].sort(), `${name}: path parameters`).toEqual([...named].sort());
    }
  });

  it('joins the domains without losing an entry to a name used twice', () => {
    const names = Object.values(DOMAIN_ROUTE_TABLES).flatMap((table) => Object.keys(table));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(entries).toHaveLength(names.length);
  });

  it('has an entry for every route under /api the server documents', () => {
    const inTable = new Set(entries.map(([, def]) => label(def)));
    expect(documented.map(routeLabel).filter((route) => !inTable.has(route))).toEqual([]);
  });

  it('registers every entry at its method and path', () => {
    const missing = entries.filter(([, def]) => !t.app.hasRoute({ method: def.method, url: def.path }));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('documents every visible entry with its access', () => {
    const byLabel = new Map(documented.map((route) => [routeLabel(route), route]));
    for (const [name, def] of entries.filter(([, d]) => !d.hide)) {
      const route = byLabel.get(label(def));
      expect(route, `${name} in /api/openapi.json`).toBeDefined();
      expect(route!.access, `${name}: access`).toBe(def.access);
    }
  });
});
