import { resultEmailInput, resultEmailResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOutboxWorker } from '../../mail/outboxWorker.js';
import { currentUser } from '../../plugins/auth.js';
import { queueResultEmails } from '../Report/resultEmail/resultEmailService.js';
import { errorResponses } from '../common/responses.js';
import { DEMO_REFUSAL } from './mailService.js';

/**
 * The result e-mail of the results report, and the mail outbox worker that sends it. The worker serves
 * every feature that queues mail (enqueueMail); it starts with the app (onReady) and stops with it.
 */
const resultEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOutboxWorker(app);

  app.post(
    '/SentEmailToCheckedStudents',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Queue the result e-mail for the checked candidates (registered addresses only); answers the count',
        description: `Only addresses of registered users are mailed. ${DEMO_REFUSAL}`,
        body: resultEmailInput,
        response: { 200: resultEmailResponse, ...errorResponses },
      },
    },
    async (request) => {
      const count = await queueResultEmails(app, request.body, currentUser(request));
      return { responseMsg: 'emailSentSuccessfully' as const, params: { count } };
    },
  );
};
export default resultEmailRoutes;
