import { createQuizPaymentRequest, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { completeQuizPayment } from './quizPaymentService.js';

/** CreateQuizPayment (under /api/Quiz): records the caller's payment for a paid assessment. */
const quizPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/CreateQuizPayment',
    {
      config: { access: 'student' },
      schema: {
        tags: ['Quiz'],
        summary:
          "Record the caller's payment for a paid assessment from their confirmed 'quiz' checkout session (checked with Stripe)",
        body: createQuizPaymentRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await completeQuizPayment(app, request.body.stripeSessionId, {
        userId: user.userId,
        quizTopicId: request.body.quizTopicId,
      });
      return { responseMsg: 'successfullySaved' };
    },
  );
};
export default quizPaymentRoutes;
