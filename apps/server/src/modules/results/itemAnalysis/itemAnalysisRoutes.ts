import { resultsApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { itemAnalysis } from './itemAnalysis.js';

/** GET /api/Report/GetItemAnalysis/{quizTopicId}: facility, discrimination and option counts per question. */
const itemAnalysisRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetItemAnalysis, async (request) => itemAnalysis(app.db, request.params.quizTopicId));
};
export default itemAnalysisRoutes;
