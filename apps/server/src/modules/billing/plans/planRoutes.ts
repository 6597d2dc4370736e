import { billingApi } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { listPlans } from './planRepository.js';

/**
 * GET /Settings/GetPlanList: the billing plans, cheapest first. Public: the landing page's pricing
 * section and the registration panel read it before anyone signs in. Plan management (create,
 * update, delete) belongs to the billing screens.
 */
const planRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.GetPlanList, async () => listPlans(app.db));
};
export default planRoutes;
