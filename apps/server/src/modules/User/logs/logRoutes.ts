import { aiUsagePage, browsePage, pagedParams } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../common/responses.js';
import * as logs from './logRepository.js';

const tags = ['User: logs'];
const admin = { access: 'admin' } as const;

/** Logs (spec 000 §7): GetBrowseList and GetAiTokenConsumption, both paged, newest first. */
const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetBrowseList/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of login sessions with the user, newest first',
        params: pagedParams,
        response: { 200: browsePage, ...errorResponses },
      },
    },
    async (request) => logs.browsePage(app.db, request.params.page, request.params.itemsPerPage),
  );

  app.get(
    '/GetAiTokenConsumption/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of AI token usage, newest first',
        params: pagedParams,
        response: { 200: aiUsagePage, ...errorResponses },
      },
    },
    async (request) => logs.aiUsagePage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default logRoutes;
