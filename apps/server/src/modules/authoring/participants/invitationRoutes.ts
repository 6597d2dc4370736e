import { authoringApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { sendInvitations } from './invitationService.js';

/** SendInvitationMail (spec 001 §4 "Participant option"): registration invitations to an invited list. */
const invitationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, authoringApi.SendInvitationMail, async (request) => {
    await sendInvitations(app, request.body, currentUser(request));
    return { responseMsg: successCode('emailSentSuccessfully') };
  });
};
export default invitationRoutes;
