import { goLiveResponse, questionImportInput } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../errors/errorHandler.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import questionUploadRoutes from './questionUploadRoutes.js';
import { importQuestions } from './importService.js';

const tags = ['Quiz: import'];

/** Question files: the uploads (UploadQuestionImage / Csv / Text) and ReadQuestionUploadCsv, under /api/Quiz. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionUploadRoutes);

  app.post(
    '/ReadQuestionUploadCsv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Import an uploaded CSV, GIFT or Aiken file into an assessment: all rows or none',
        description:
          'The whole file is validated first; the first bad row answers 202 csvUploadInstruction with params.row ' +
          '(1-based line, the CSV header is row 1) and params.reason. Answers questionsImported, or ' +
          'liveInterruptionForRunningAssessment when the assessment was live (it is stopped), with params.count.',
        body: questionImportInput,
        response: { 200: goLiveResponse, ...errorResponses },
      },
    },
    async (request) => importQuestions(app.db, request.body, currentUser(request).userId, requestLocale(request)),
  );
};
export default importRoutes;
