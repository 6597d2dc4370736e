import { siteApi, WELCOME_MAILS_PER_ADDRESS, WELCOME_MAILS_PER_ADMIN, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { resendWelcomeMail } from './mailService.js';

/**
 * SendWelcomeMail (spec 000 §7, no fields given): an admin (re)sends the welcome mail to an existing
 * user. Rate-limited per admin and per address, so a stolen admin session cannot flood an inbox.
 */
const welcomeMailRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.SendWelcomeMail, async (request) => {
    const admin = currentUser(request);
    const { toEmail } = request.body;
    await enforceLimit(app, `welcome-mail-admin:${admin.userId}`, WELCOME_MAILS_PER_ADMIN);
    await enforceLimit(app, `welcome-mail:${toEmail}`, WELCOME_MAILS_PER_ADDRESS);
    await resendWelcomeMail(app, toEmail, admin);
    return { responseMsg: successCode('emailQueued') };
  });
};
export default welcomeMailRoutes;
