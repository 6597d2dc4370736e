import { idParam, idParams, planAdminRowSchema, planInput, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { listPlanAdminRows } from './planRepository.js';
import * as service from './planService.js';

const tags = ['Settings: billing plans'];
const admin = { access: 'admin' } as const;
const savedResponse = z.object({ responseMsg: z.string(), billingPlanId: z.number() });

/**
 * Billing plans screen (spec 000 §2, §5, §7): GetPlanAdminList, CreatePlan, UpdatePlan, DeletePlan.
 * The public GetPlanList (landing page, registration) stays in planRoutes.ts.
 */
const planAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetPlanAdminList',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Every plan, cheapest first, with usersCount: the users who have held it (any payment row referencing it)',
        response: { 200: z.array(planAdminRowSchema), ...errorResponses },
      },
    },
    async () => listPlanAdminRows(app.db),
  );

  app.post(
    '/CreatePlan',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a plan: title trimmed, counts above 0, price 0 when empty; unique title (any case) and price',
        body: planInput.omit({ billingPlanId: true }),
        response: { 200: savedResponse, ...errorResponses },
      },
    },
    async (request) => {
      // lastUpdatedBy / addedBy come from the token, whatever the body says.
      const id = await service.createPlan(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', billingPlanId: id };
    },
  );

  app.put(
    '/UpdatePlan',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a plan (same rules); cycles already paid keep the limits they were sold with',
        body: planInput.extend({ billingPlanId: idParam() }),
        response: { 200: savedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { billingPlanId } = request.body;
      await service.updatePlan(app.db, billingPlanId, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', billingPlanId };
    },
  );

  app.delete(
    '/DeletePlan/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a plan nobody has held (planInUse with the count otherwise)',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deletePlan(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default planAdminRoutes;
