import { accountsApi } from './accounts/routes.js';
import { aiApi } from './ai/routes.js';
import { authoringApi } from './authoring/routes.js';
import { billingApi } from './billing/routes.js';
import type { RouteDef } from './common/routes.js';
import { deliveryApi } from './delivery/routes.js';
import { resultsApi } from './results/routes.js';
import { siteApi } from './site/routes.js';

/** Each domain's route table, under the domain's name. */
export const DOMAIN_ROUTE_TABLES = {
  accounts: accountsApi,
  site: siteApi,
  authoring: authoringApi,
  delivery: deliveryApi,
  results: resultsApi,
  billing: billingApi,
  ai: aiApi,
} satisfies Record<string, Record<string, RouteDef>>;

/**
 * Every call of the API, by name: the domains' route tables joined. The server registers each entry
 * (apps/server/src/lib/serve.ts), the web calls through them (apps/web/src/api/call.ts), and a test checks
 * that this table, the routes the server registered and /api/openapi.json agree, and that no two domains
 * use the same name (the later would hide the earlier here).
 */
export const ROUTE_TABLE = {
  ...accountsApi,
  ...siteApi,
  ...authoringApi,
  ...deliveryApi,
  ...resultsApi,
  ...billingApi,
  ...aiApi,
};
