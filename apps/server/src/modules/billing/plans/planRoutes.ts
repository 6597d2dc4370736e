import { billingPlanSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPlans } from './planRepository.js';

/**
 * GET /Settings/GetPlanList: the billing plans, cheapest first. Public: the landing page's pricing
 * section and the registration panel read it before anyone signs in. Plan management (create,
 * update, delete) belongs to the billing screens.
 */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetPlanList',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Settings'],
        summary: 'Billing plans, cheapest first',
        response: { 200: z.array(billingPlanSchema) },
      },
    },
    async () => listPlans(app.db),
  );
};
export default planRoutes;
