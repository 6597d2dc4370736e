import { aiApi } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.js';
import { aiUsagePage } from './aiUsageRepository.js';

/** AI Consumption (spec 000 §7 GetAiTokenConsumption): token usage, paged, newest first. */
const aiUsageRoutes: FastifyPluginAsync = async (app) => {
  serve(app, aiApi.GetAiTokenConsumption, async (request) =>
    aiUsagePage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default aiUsageRoutes;
