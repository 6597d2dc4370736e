import {
  mailIdParams,
  mailLogPage,
  mailLogQuery,
  mailPreviewSchema,
  pagedParams,
  responseMsgSchema,
  testMailRequest,
  testMailResponse,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../errors/errorHandler.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { mailLog, mailPreview, retryMail } from './mailLogService.js';
import { sendTestMail } from './testMail.js';

const tags = ['Settings: mail log'];
const admin = { access: 'admin' } as const;

/** Test mails one admin may send per rate-limit window: a stolen admin session cannot spam through it. */
export const TEST_MAILS_PER_ADMIN = 10;

/** The Mail log screen (/settings/mailLog) and the Email panel's test mail (issue 20); admins only. */
const mailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetMailLog/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of the mail outbox, newest first, with whether a mail server is set',
        description:
          'status: all, queued (waiting, no failure yet), sent, failed (given up or waiting for a retry). ' +
          'Texts are not listed; GetMailPreview shows one mail with its password-reset links masked.',
        params: pagedParams,
        querystring: mailLogQuery,
        response: { 200: mailLogPage, ...errorResponses },
      },
    },
    async (request) => mailLog(app, request.params.page, request.params.itemsPerPage, request.query.status),
  );

  app.get(
    '/GetMailPreview/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One mail as it would look (HTML and text), with password-reset links masked',
        params: mailIdParams,
        response: { 200: mailPreviewSchema, ...errorResponses },
      },
    },
    async (request) => mailPreview(app, request.params.id),
  );

  app.put(
    '/RetryMail/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send a failed mail, or one waiting for its next try, again now',
        description:
          'A mail that is sent, being sent or queued without a failure: mailNotRetryable. The demo admin: demoOperationNotAllowed.',
        params: mailIdParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await retryMail(app, request.params.id, currentUser(request));
      return { responseMsg: 'mailRetryQueued' };
    },
  );

  app.post(
    '/SendTestMail',
    {
      config: admin,
      schema: {
        tags,
        summary: "Send one mail now with the saved Email settings, to the address given or the admin's own",
        description:
          "Answers the mail server's reason when it fails (smtpConnectionFailed, smtpAuthFailed, smtpTimeout … with params.detail). " +
          `Incomplete settings: emailSettingsNotDoneYet. The demo admin: demoOperationNotAllowed. At most ${TEST_MAILS_PER_ADMIN} per admin in the rate-limit window (429).`,
        body: testMailRequest,
        response: { 200: testMailResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceLimit(app, `test-mail-admin:${user.userId}`, TEST_MAILS_PER_ADMIN);
      const email = await sendTestMail(app, user, request.body.toEmail, requestLocale(request));
      return { responseMsg: 'testMailSent' as const, params: { email } };
    },
  );
};
export default mailLogRoutes;
