import { ID_MAX, isAdminRole, packageUsageDetailSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { planUsage, toPackageUsage } from '../limits/planLimits.js';
import { responsesPerAssessment } from './usageRepository.js';

const params = z.object({
  userId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }),
  /** A payment (plan cycle) of that user; 0 = the current cycle. */
  paymentId: z.coerce.number().int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});

/** GetPackageUsesInfo (spec 000 §2 package usage panel, §7), under /api/User. */
const packageUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetPackageUsesInfo/:userId/:paymentId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['User'],
        summary:
          "A plan cycle's usage against its allowance: assessments attended, responses in all and per assessment. " +
          "Only the caller's own (403 otherwise; admins may read anyone's); paymentId 0 = the current cycle",
        params,
        response: { 200: packageUsageDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { userId, paymentId } = request.params;
      // The ids in the path are only a question: the token decides whose usage may be read.
      if (userId !== me.userId && !isAdminRole(me.roleId)) forbidden();
      const usage = await planUsage(app.db, userId, new Date(), paymentId || undefined);
      // A payment that is not this user's is simply not found (no hint about other users' payments).
      if (paymentId && !usage.cycle) notFound();
      const perAssessment = usage.cycle
        ? await responsesPerAssessment(app.db, userId, usage.cycle.startDate, usage.cycle.endDate)
        : [];
      return { ...toPackageUsage(usage), perAssessment };
    },
  );
};
export default packageUsageRoutes;
