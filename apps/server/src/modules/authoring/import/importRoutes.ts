import { authoringApi } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import questionUploadRoutes from './questionUploadRoutes.js';
import { importQuestions } from './importService.js';

/** Question files: the uploads (UploadQuestionImage / Csv / Text) and ReadQuestionUploadCsv. */
const importRoutes: FastifyPluginAsync = async (app) => {
  await app.register(questionUploadRoutes);

  serve(app, authoringApi.ReadQuestionUploadCsv, async (request) =>
    importQuestions(app.db, request.body, currentUser(request).userId, requestLocale(request)),
  );
};
export default importRoutes;
