import { billingApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { listPlanAdminRows } from './planRepository.js';
import * as service from './planService.js';

/**
 * Billing plans screen (spec 000 §2, §5, §7): GetPlanAdminList, CreatePlan, UpdatePlan, DeletePlan.
 * The public GetPlanList (landing page, registration) stays in planRoutes.ts.
 */
const planAdminRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.GetPlanAdminList, async () => listPlanAdminRows(app.db));

  serve(app, billingApi.CreatePlan, async (request) => {
    // lastUpdatedBy / addedBy come from the token, whatever the body says.
    const id = await service.createPlan(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), billingPlanId: id };
  });

  serve(app, billingApi.UpdatePlan, async (request) => {
    const { billingPlanId } = request.body;
    await service.updatePlan(app.db, billingPlanId, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), billingPlanId };
  });

  serve(app, billingApi.DeletePlan, async (request) => {
    await service.deletePlan(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default planAdminRoutes;
