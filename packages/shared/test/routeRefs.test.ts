import { describe, expect, it } from 'vitest';
import { DOMAIN_ROUTE_TABLES } from '../src/routeTable.js';
import { routeRefs } from '../src/routeRefs/index.js';

// routeRefs/ is generated from the table (`npm run routes:refs`); the web calls through it, so a ref that
// drifted from its entry would send a call to the wrong path while the types still agreed.
describe('the route refs', () => {
  it('name every entry of every domain table with its method, path and kind, and nothing else', () => {
    const fromTables = Object.fromEntries(
      Object.entries(DOMAIN_ROUTE_TABLES).map(([domain, table]) => [
        domain,
        Object.fromEntries(
          Object.entries(table).map(([name, entry]) => [
            name,
            { method: entry.method, path: entry.path, ...(entry.kind ? { kind: entry.kind } : {}) },
          ]),
        ),
      ]),
    );
    expect(routeRefs).toEqual(fromTables);
  });
});
