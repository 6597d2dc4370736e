import { responseMsgSchema, sendPasswordMailRequest } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { DEMO_REFUSAL, resendWelcomeMail } from './mailService.js';

/** Welcome mails one admin may queue per rate-limit window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). */
export const WELCOME_MAILS_PER_ADMIN = 20;
/** Welcome mails one address may receive per window, whoever asks: no one is flooded by resends. */
export const WELCOME_MAILS_PER_ADDRESS = 3;

const welcomeMailRequest = sendPasswordMailRequest.pick({ toEmail: true });

/**
 * SendWelcomeMail (spec 000 §7, no fields given): an admin (re)sends the welcome mail to an existing
 * user. Rate-limited per admin and per address, so a stolen admin session cannot flood an inbox.
 */
const welcomeMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/SendWelcomeMail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Settings'],
        summary: 'Queue the welcome mail for an existing user (admin; rate-limited)',
        description: `Unknown address: noUserForEmail; incomplete e-mail settings: emailSettingsNotDoneYet; more than ${WELCOME_MAILS_PER_ADDRESS} per address or ${WELCOME_MAILS_PER_ADMIN} per admin in the rate-limit window: 429. ${DEMO_REFUSAL}`,
        body: welcomeMailRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { toEmail } = request.body;
      await enforceLimit(app, `welcome-mail-admin:${admin.userId}`, WELCOME_MAILS_PER_ADMIN);
      await enforceLimit(app, `welcome-mail:${toEmail}`, WELCOME_MAILS_PER_ADDRESS);
      await resendWelcomeMail(app, toEmail, admin);
      return { responseMsg: 'emailQueued' };
    },
  );
};
export default welcomeMailRoutes;
