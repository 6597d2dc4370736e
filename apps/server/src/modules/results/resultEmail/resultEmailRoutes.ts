import { resultsApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { queueResultEmails } from './resultEmailService.js';

/** The result e-mail of the results report, queued in the mail outbox (its worker is registered in app.ts). */
const resultEmailRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.SentEmailToCheckedStudents, async (request) => {
    const count = await queueResultEmails(app, request.body, currentUser(request));
    return { responseMsg: successCode('emailSentSuccessfully'), params: { count } };
  });
};
export default resultEmailRoutes;
