import { resultsApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { pendingExamine, updateMarksObtained } from './gradingService.js';

/** Manual grading of descriptive answers (spec 001 §2 "Admin results report", §5 "Manual grading"). */
const gradingRoutes: FastifyPluginAsync = async (app) => {
  // The spec names the list of answers waiting for a mark twice.
  for (const route of [routes.GetResultByTopic, routes.GetPendingExamine]) {
    serve(app, route, async (request) => pendingExamine(app.db, request.params.id));
  }

  serve(app, routes.UpdateMarksObtain, async (request) =>
    updateMarksObtained(app.db, request.params.id, request.params.marks, new Date(), request.body?.feedback),
  );
};
export default gradingRoutes;
