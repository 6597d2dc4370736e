import { accountsApi } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import * as logs from './logRepository.js';

/** Browse History (spec 000 §7 GetBrowseList): login sessions, paged, newest first. */
const logRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetBrowseList, async (request) =>
    logs.browsePage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default logRoutes;
