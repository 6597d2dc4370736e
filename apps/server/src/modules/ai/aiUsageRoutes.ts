import { aiUsagePage, pagedParams } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.js';
import { aiUsagePage as usagePage } from './aiUsageRepository.js';

/** AI Consumption (spec 000 §7 GetAiTokenConsumption, under /api/User): token usage, paged, newest first. */
const aiUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetAiTokenConsumption/:page/:itemsPerPage',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['User: logs'],
        summary: 'One page of AI token usage, newest first',
        params: pagedParams,
        response: { 200: aiUsagePage, ...errorResponses },
      },
    },
    async (request) => usagePage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default aiUsageRoutes;
