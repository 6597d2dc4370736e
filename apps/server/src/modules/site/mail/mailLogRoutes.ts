import { siteApi, TEST_MAILS_PER_ADMIN, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { mailLog, mailPreview, retryMail } from './mailLogService.js';
import { sendTestMail } from './testMail.js';

/** The Mail log screen (/settings/mailLog) and the Email panel's test mail (issue 20); admins only. */
const mailLogRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.GetMailLog, async (request) =>
    mailLog(app, request.params.page, request.params.itemsPerPage, request.query.status),
  );

  serve(app, siteApi.GetMailPreview, async (request) => mailPreview(app, request.params.id));

  serve(app, siteApi.RetryMail, async (request) => {
    await retryMail(app, request.params.id, currentUser(request));
    return { responseMsg: successCode('mailRetryQueued') };
  });

  serve(app, siteApi.SendTestMail, async (request) => {
    const user = currentUser(request);
    await enforceLimit(app, `test-mail-admin:${user.userId}`, TEST_MAILS_PER_ADMIN);
    const email = await sendTestMail(app, user, request.body.toEmail, requestLocale(request));
    return { responseMsg: successCode('testMailSent'), params: { email } };
  });
};
export default mailLogRoutes;
