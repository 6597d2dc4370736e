import { deliveryApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as service from './accommodationService.js';

/**
 * Per-candidate extra time (issue 4): extra minutes and/or a multiplier of the assessment time, added to
 * the attempt's deadline when the candidate starts; the schedule end does not cut it. Admins only.
 */
const accommodationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetExtraTime, async (request) => service.extraTimeOf(app.db, request.params.quizTopicId));

  serve(app, routes.SaveExtraTime, async (request) => {
    const accommodationId = await service.saveExtraTime(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('accommodationSaved'), accommodationId };
  });

  serve(app, routes.DeleteExtraTime, async (request) => {
    await service.deleteExtraTime(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default accommodationRoutes;
