import {
  publicSettingsSchema,
  responseMsgSchema,
  sendPasswordMailRequest,
  updateAiProviderRequest,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/responses.js';
import { currentUser } from '../../../plugins/auth.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { sendPasswordResetMail } from '../mail/mailService.js';
import { loadSettings, toPublicSettings, updateSettings } from './settingsRepository.js';

const tags = ['Settings'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetSiteSettings',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Public site settings (no secrets)', response: { 200: publicSettingsSchema } },
    },
    async () => {
      const settings = toPublicSettings(await loadSettings(app.db));
      // A payment key may come from the environment instead of the Payment panel.
      return { ...settings, hasStripeSecretKey: settings.hasStripeSecretKey || Boolean(app.config.STRIPE_SECRET_KEY) };
    },
  );

  app.post(
    '/SendPasswordMail',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a single-use password reset link (valid one hour)',
        body: sendPasswordMailRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `reset-mail-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL);
      await enforceLimit(app, `reset-mail:${request.body.toEmail}`, 5);
      await sendPasswordResetMail(app, request.body.toEmail);
      return { responseMsg: 'pleaseCheckyouremail' };
    },
  );

  app.put(
    '/UpdateAiProvider',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Switch the AI provider (Open AI or Gemini AI)',
        body: updateAiProviderRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updateSettings(app.db, { aiProvider: request.body.aiProvider }, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );
};

export default settingsRoutes;
