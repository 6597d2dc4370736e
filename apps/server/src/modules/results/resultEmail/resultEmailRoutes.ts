import { resultEmailInput, resultEmailResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { queueResultEmails } from './resultEmailService.js';
import { errorResponses } from '../../../lib/responses.js';
import { DEMO_REFUSAL } from '../../site/index.js';

/** The result e-mail of the results report, queued in the mail outbox (its worker is registered in app.ts). */
const resultEmailRoutes: FastifyPluginAsyncZod = async (app) => {
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
