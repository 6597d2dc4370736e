import { billingApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { completeQuizPayment } from './quizPaymentService.js';

/** CreateQuizPayment (/api/Quiz/CreateQuizPayment): records the caller's payment for a paid assessment. */
const quizPaymentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.CreateQuizPayment, async (request) => {
    const user = currentUser(request);
    await completeQuizPayment(app, request.body.stripeSessionId, {
      userId: user.userId,
      quizTopicId: request.body.quizTopicId,
    });
    return { responseMsg: successCode('successfullySaved') };
  });
};
export default quizPaymentRoutes;
