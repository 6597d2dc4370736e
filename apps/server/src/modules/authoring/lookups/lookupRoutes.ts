import { authoringApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { lookups } from './lookupRepository.js';

/** The lookup lists of spec 001 §3 (the category list lives with the categories). */
const lookupRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetQuestionType, async () => lookups.questionTypes(app.db));
  serve(app, routes.GetQuestionLavel, async () => lookups.questionLevels(app.db));
  serve(app, routes.GetQuizMarksOptionList, async () => lookups.markOptions(app.db));
  serve(app, routes.GetQuizParticipantOptionList, async () => lookups.participantOptions(app.db));
};
export default lookupRoutes;
