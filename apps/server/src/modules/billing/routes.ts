import type { FastifyPluginAsync } from 'fastify';
import checkoutRoutes from './checkout/checkoutRoutes.js';
import billingExportRoutes from './exports/billingExportRoutes.js';
import quizPaymentRoutes from './checkout/quizPaymentRoutes.js';
import paymentRoutes from './payments/paymentRoutes.js';
import planAdminRoutes from './plans/planAdminRoutes.js';
import planRoutes from './plans/planRoutes.js';
import renewPlanRoutes from './renewals/renewPlanRoutes.js';
import packageUsageRoutes from './usage/packageUsageRoutes.js';

/** Every route of the billing domain, under the spec's paths (/api/Settings/…, /api/Quiz/…, /api/User/…, /api/…). */
const billingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(planRoutes, { prefix: '/api/Settings' });
  await app.register(planAdminRoutes, { prefix: '/api/Settings' });
  await app.register(renewPlanRoutes, { prefix: '/api/Settings' });
  await app.register(paymentRoutes, { prefix: '/api/Settings' });
  await app.register(packageUsageRoutes, { prefix: '/api/User' });
  await app.register(quizPaymentRoutes, { prefix: '/api/Quiz' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(billingExportRoutes, { prefix: '/api/Export' });
};
export default billingRoutes;
