import { accountsApi } from './accounts/routes.js';
import { aiApi } from './ai/routes.js';
import { authoringApi } from './authoring/routes.js';
import { billingApi } from './billing/routes.js';
import { deliveryApi } from './delivery/routes.js';
import { resultsApi } from './results/routes.js';
import { siteApi } from './site/routes.js';

/**
 * Every call of the API, by name: the domains' route tables joined. The server registers each entry
 * (apps/server/src/lib/serve.ts), the web calls through them (apps/web/src/api/call.ts), and a test checks
 * that this table, the routes the server registered and /api/openapi.json agree.
 */
export const ROUTE_TABLE = {
  ...accountsApi,
  ...billingApi,
  ...siteApi,
  ...authoringApi,
  ...deliveryApi,
  ...resultsApi,
  ...aiApi,
};
