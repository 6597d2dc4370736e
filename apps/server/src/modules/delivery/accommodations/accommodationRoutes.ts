import { accommodationInput, accommodationSchema, ID_MAX, idParams, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as service from './accommodationService.js';

const tags = ['Quiz: extra time'];
const admin = { access: 'admin' } as const;

/** 0 names the entries that apply to every assessment. */
const scopeParams = z.object({
  quizTopicId: z.coerce.number({ error: 'required' }).int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});

/**
 * Per-candidate extra time (issue 4): extra minutes and/or a multiplier of the assessment time, added to
 * the attempt's deadline when the candidate starts; the schedule end does not cut it.
 */
const accommodationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetExtraTime/:quizTopicId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The extra-time entries of an assessment (0: those for every assessment), by candidate name',
        params: scopeParams,
        response: { 200: z.array(accommodationSchema), ...errorResponses },
      },
    },
    async (request) => service.extraTimeOf(app.db, request.params.quizTopicId),
  );

  app.post(
    '/SaveExtraTime',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Give a candidate (by e-mail) extra time for one assessment or, with quizTopicId null, for every assessment; replaces the candidate's entry of that scope",
        body: accommodationInput,
        response: {
          200: z.object({ responseMsg: z.literal('accommodationSaved'), accommodationId: z.number() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const accommodationId = await service.saveExtraTime(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'accommodationSaved' as const, accommodationId };
    },
  );

  app.delete(
    '/DeleteExtraTime/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an extra-time entry',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteExtraTime(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default accommodationRoutes;
