import { idParam, idParams, resultDetailSchema, resultRowSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { finishedExamInfo, finishedExamResult } from './resultService.js';

const tags = ['Report: results'];
/** Candidates read their own results and admins everyone's: the service checks whose attempt it is. */
const user = { access: 'user' } as const;

/** The result sheet of a finished attempt (spec 001 §2 "Result sheet", §7 "Reports"). */
const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetFinishedExamInfo/:quizResponseInitialId',
    {
      config: user,
      schema: {
        tags,
        summary: 'The result row of a finished attempt (own attempts for candidates, any for admins)',
        params: z.object({ quizResponseInitialId: idParam() }),
        response: { 200: resultRowSchema, ...errorResponses },
      },
    },
    async (request) => finishedExamInfo(app.db, currentUser(request), request.params.quizResponseInitialId),
  );

  app.get(
    '/GetFinishedExamResult/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'The answers of a finished attempt in the order shown; correct answers and explanations as allowed',
        params: idParams,
        response: { 200: z.array(resultDetailSchema), ...errorResponses },
      },
    },
    async (request) => finishedExamResult(app.db, currentUser(request), request.params.id),
  );
};
export default resultRoutes;
