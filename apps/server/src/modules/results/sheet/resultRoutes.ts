import { resultsApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { finishedExamInfo, finishedExamResult } from './resultService.js';

/**
 * The result sheet of a finished attempt (spec 001 §2 "Result sheet", §7 "Reports"). Candidates read their
 * own results and admins everyone's: the service checks whose attempt it is.
 */
const resultRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetFinishedExamInfo, async (request) =>
    finishedExamInfo(app.db, currentUser(request), request.params.quizResponseInitialId),
  );
  serve(app, routes.GetFinishedExamResult, async (request) =>
    finishedExamResult(app.db, currentUser(request), request.params.id),
  );
};
export default resultRoutes;
