import { lookupSchemas } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/responses.js';
import { lookups } from './lookupRepository.js';

const tags = ['Quiz: lookups'];
const config = { access: 'admin' } as const;

/** The lookup lists of spec 001 §3 (the category list lives with the categories). */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = <T>(response: T) => ({ config, schema: { tags, response: { 200: response, ...errorResponses } } });
  app.get('/GetQuestionType', list(lookupSchemas.questionType), () => lookups.questionTypes(app.db));
  app.get('/GetQuestionLavel', list(lookupSchemas.questionLevel), () => lookups.questionLevels(app.db));
  app.get('/GetQuizMarksOptionList', list(lookupSchemas.markOption), () => lookups.markOptions(app.db));
  app.get('/GetQuizParticipantOptionList', list(lookupSchemas.participantOption), () =>
    lookups.participantOptions(app.db),
  );
};
export default lookupRoutes;
