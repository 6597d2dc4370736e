import { billingApi, isAdminRole } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { planUsage, toPackageUsage } from '../limits/planLimits.js';
import { responsesPerAssessment } from './usageRepository.js';

/** GetPackageUsesInfo (spec 000 §2 package usage panel, §7). */
const packageUsageRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.GetPackageUsesInfo, async (request) => {
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
  });
};
export default packageUsageRoutes;
