import {
  idParam,
  idParams,
  questionInput,
  questionSavedResponse,
  questionSchema,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as service from './questionService.js';

const tags = ['Quiz: questions'];
const admin = { access: 'admin' } as const;

/** Questions of an assessment (spec 001 §3 "Questions screen", §5 "Question"). */
const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetQuizQuestionList/:quizTopicId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Questions of an assessment with their category names',
        params: z.object({ quizTopicId: idParam() }),
        response: { 200: z.array(questionSchema), ...errorResponses },
      },
    },
    async (request) => service.listQuestionsOf(app.db, request.params.quizTopicId),
  );

  app.post(
    '/CreateQuizQuestion',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a question; a live assessment is stopped (liveInterruptionForRunningAssessment)',
        body: questionInput,
        response: { 200: questionSavedResponse, ...errorResponses },
      },
    },
    async (request) => service.createQuestion(app, request.body, currentUser(request).userId),
  );

  app.put(
    '/UpdateQuizQuestion',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a question of the given assessment; a live assessment is stopped',
        body: questionInput.extend({ quizQuestionId: idParam() }),
        response: { 200: questionSavedResponse, ...errorResponses },
      },
    },
    async (request) => service.updateQuestion(app, request.body, currentUser(request).userId),
  );

  app.delete(
    '/DeleteSingleQuizQuestion/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a question; a live assessment is stopped',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => service.deleteQuestion(app, request.params.id, currentUser(request).userId),
  );
};
export default questionRoutes;
