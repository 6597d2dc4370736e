import { authoringApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as service from './questionService.js';
import * as tagService from './questionTagService.js';

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

  // Tags and the question bank's bulk changes (issue 23).
  serve(app, routes.UpdateQuestionTags, async (request) => tagService.updateQuestionTags(app, request.body));

  serve(app, routes.GetQuestionTags, async () => tagService.listTags(app.db));

  serve(app, routes.BulkUpdateQuestionTags, async (request) => tagService.bulkUpdateTags(app, request.body));

  serve(app, routes.MoveQuestionsToCategory, async (request) =>
    tagService.moveQuestions(app, request.body, currentUser(request).userId),
  );
};
export default questionRoutes;
