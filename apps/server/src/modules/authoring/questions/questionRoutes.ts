import { authoringApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as service from './questionService.js';

/** Questions of an assessment (spec 001 §3 "Questions screen", §5 "Question"). */
const questionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetQuizQuestionList, async (request) =>
    service.listQuestionsOf(app.db, request.params.quizTopicId),
  );

  serve(app, routes.CreateQuizQuestion, async (request) =>
    service.createQuestion(app, request.body, currentUser(request).userId),
  );

  serve(app, routes.UpdateQuizQuestion, async (request) =>
    service.updateQuestion(app, request.body, currentUser(request).userId),
  );

  serve(app, routes.DeleteSingleQuizQuestion, async (request) =>
    service.deleteQuestion(app, request.params.id, currentUser(request).userId),
  );
};
export default questionRoutes;
