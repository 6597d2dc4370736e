import { idParam, itemAnalysisSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/responses.js';
import { itemAnalysis } from './itemAnalysis.js';

/** GET /api/Report/GetItemAnalysis/{quizTopicId}: facility, discrimination and option counts per question. */
const itemAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetItemAnalysis/:quizTopicId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Report: item analysis'],
        summary:
          'Per question of the assessment: answered, facility, discrimination (upper − lower third), options chosen, skipped',
        params: z.object({ quizTopicId: idParam() }),
        response: { 200: itemAnalysisSchema, ...errorResponses },
      },
    },
    async (request) => itemAnalysis(app.db, request.params.quizTopicId),
  );
};
export default itemAnalysisRoutes;
