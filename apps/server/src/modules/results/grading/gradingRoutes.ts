import {
  FEEDBACK_MAX,
  idParam,
  idParams,
  marksFeedbackInput,
  marksUpdatedResponse,
  pendingAnswerList,
  readMarkText,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/responses.js';
import { pendingExamine, updateMarksObtained } from './gradingService.js';

const tags = ['Report: grading'];
const admin = { access: 'admin' } as const;

/**
 * The mark in the path: a plain decimal number such as 2, 2.5 or 0.25, or a negative one (then the service
 * answers the spec's markCanNotBeLessZero); anything else is a 400 marksMustBeNumber, never read the way
 * JavaScript would read it (0x2, 1e1, Infinity, surrounding spaces: issue 20). An empty or blank mark
 * stays null, so the service answers markCanNotBeLessZero for it too.
 */
const marksParam = z
  .string()
  .refine((v) => readMarkText(v).kind !== 'invalid', { error: 'marksMustBeNumber' })
  .transform((v) => {
    const mark = readMarkText(v);
    return mark.kind === 'number' ? mark.value : null;
  })
  .describe('The mark: a plain decimal number (2, 2.5, 0.25)');

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
        description:
          'The body is optional: `{ "feedback": "…" }` saves the examiner’s feedback on the answer with the ' +
          `mark (at most ${FEEDBACK_MAX} characters; the candidate reads it on the result sheet), an empty ` +
          'text removes it, and a call without the field leaves it as it is.',
        params: z.object({ id: idParam(), marks: marksParam }),
        body: marksFeedbackInput,
        response: { 200: marksUpdatedResponse, ...errorResponses },
      },
    },
    async (request) =>
      updateMarksObtained(app.db, request.params.id, request.params.marks, new Date(), request.body?.feedback),
  );
};
export default gradingRoutes;
