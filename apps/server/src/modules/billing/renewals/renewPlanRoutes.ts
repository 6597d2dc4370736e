import { billingApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { renewOwnPlan, renewPlanByAdmin } from './renewPlanService.js';

/**
 * RenewPlan (PUT /Settings/RenewPlan): an admin renews a user's plan, Offline or N/A.
 * RenewOwnPlan (PUT /Settings/RenewOwnPlan, ours): a candidate renews their own plan.
 */
const renewPlanRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.RenewPlan, async (request) => {
    // addedBy always comes from the token, whatever the body says.
    await renewPlanByAdmin(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('billingPlanRenewalSuccess') };
  });

  serve(app, billingApi.RenewOwnPlan, async (request) => {
    const user = currentUser(request);
    await renewOwnPlan(app, { userId: user.userId, email: user.email }, request.body);
    return { responseMsg: successCode('planRenewalSuccess') };
  });
};
export default renewPlanRoutes;
