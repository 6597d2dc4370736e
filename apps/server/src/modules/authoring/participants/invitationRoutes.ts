import { invitationInput, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { DEMO_REFUSAL } from '../../site/index.js';
import { sendInvitations } from './invitationService.js';

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/SendInvitationMail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Queue registration invitations for invited participants',
        description: `Only addresses on the assessment's invited list; the link is built by the server. ${DEMO_REFUSAL}`,
        body: invitationInput,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await sendInvitations(app, request.body, currentUser(request));
      return { responseMsg: 'emailSentSuccessfully' };
    },
  );
};
export default invitationRoutes;
