import type { FastifyPluginAsync } from 'fastify';
import checkoutRoutes from './checkout/checkoutRoutes.js';
import billingExportRoutes from './exports/billingExportRoutes.js';
import quizPaymentRoutes from './checkout/quizPaymentRoutes.js';
import paymentRoutes from './payments/paymentRoutes.js';
import planAdminRoutes from './plans/planAdminRoutes.js';
import planRoutes from './plans/planRoutes.js';
import renewPlanRoutes from './renewals/renewPlanRoutes.js';
import packageUsageRoutes from './usage/packageUsageRoutes.js';

/**
 * Every route of the billing domain, each at the path of its entry in the route table (shared
 * billing/routes.ts: the spec's /api/Settings/…, /api/User/…, /api/Quiz/…, /api/Export/… and /api/… paths).
 */
const billingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(planRoutes);
  await app.register(planAdminRoutes);
  await app.register(renewPlanRoutes);
  await app.register(paymentRoutes);
  await app.register(packageUsageRoutes);
  await app.register(quizPaymentRoutes);
  // Its own scope: the url-encoded form parser of the checkout form posts (and, inside it, the webhook's raw JSON).
  await app.register(checkoutRoutes);
  await app.register(billingExportRoutes);
};
export default billingRoutes;
