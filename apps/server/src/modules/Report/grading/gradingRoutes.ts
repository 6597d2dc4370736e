import { idParam, idParams, marksUpdatedResponse, pendingAnswerList } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../common/responses.js';
import { pendingExamine, updateMarksObtained } from './gradingService.js';

const tags = ['Report: grading'];
const admin = { access: 'admin' } as const;

/**
 * The mark in the path: a number (a 400 otherwise); an empty one stays null so the service answers
 * the spec's markCanNotBeLessZero for it, as for a negative one.
 */
const marksParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.coerce.number({ error: 'marksMustBeNumber' }).nullable(),
);

/** Manual grading of descriptive answers (spec 001 §2 "Admin results report", §5 "Manual grading"). */
const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/GetResultByTopic/:id', '/GetPendingExamine/:id']) {
    app.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: 'The descriptive answers of a finished attempt still waiting for a mark (id: the attempt)',
          params: idParams,
          response: { 200: pendingAnswerList, ...errorResponses },
        },
      },
      async (request) => pendingExamine(app.db, request.params.id),
    );
  }

  app.put(
    '/UpdateMarksObtain/:id/:marks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a descriptive answer (id: the answer); the attempt’s total and examined flag follow',
        params: z.object({ id: idParam(), marks: marksParam }),
        response: { 200: marksUpdatedResponse, ...errorResponses },
      },
    },
    async (request) => updateMarksObtained(app.db, request.params.id, request.params.marks),
  );
};
export default gradingRoutes;
