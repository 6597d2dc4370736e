import { browsePage, pagedParams } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/responses.js';
import * as logs from './logRepository.js';

const tags = ['User: logs'];
const admin = { access: 'admin' } as const;

/** Browse History (spec 000 §7 GetBrowseList): login sessions, paged, newest first. */
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
};
export default logRoutes;
