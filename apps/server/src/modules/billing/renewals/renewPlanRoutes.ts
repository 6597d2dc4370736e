import { renewOwnPlanRequest, renewPlanRequest, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { renewOwnPlan, renewPlanByAdmin } from './renewPlanService.js';

/**
 * RenewPlan (PUT /Settings/RenewPlan): an admin renews a user's plan, Offline or N/A.
 * RenewOwnPlan (PUT /Settings/RenewOwnPlan, ours): a candidate renews their own plan.
 */
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

  app.put(
    '/RenewOwnPlan',
    {
      config: { access: 'student' },
      schema: {
        tags: ['Settings'],
        summary:
          "The caller's own renewal: a free plan directly, a paid plan with its confirmed 'renew' checkout session",
        body: renewOwnPlanRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await renewOwnPlan(app, { userId: user.userId, email: user.email }, request.body);
      return { responseMsg: 'planRenewalSuccess' };
    },
  );
};
export default renewPlanRoutes;
