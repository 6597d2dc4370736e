import { renewPlanRequest, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../common/responses.js';
import { renewPlanByAdmin } from './renewPlanService.js';

/** RenewPlan (PUT /Settings/RenewPlan): an admin renews a user's plan, Offline or N/A. */
const renewPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/RenewPlan',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Renew the plan of the user named by userEmail: a new plan cycle from today (Offline or N/A)',
        body: renewPlanRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      // addedBy always comes from the token, whatever the body says.
      await renewPlanByAdmin(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'billingPlanRenewalSuccess' };
    },
  );
};
export default renewPlanRoutes;
