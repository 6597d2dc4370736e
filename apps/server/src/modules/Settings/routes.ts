import {
  publicSettingsSchema,
  responseMsgSchema,
  sendPasswordMailRequest,
  updateAiProviderRequest,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../common/responses.js';
import { currentUser } from '../../plugins/auth.js';
import { enforceLimit } from '../User/authService.js';
import { sendPasswordResetMail } from './mailService.js';
import { loadSettings, toPublicSettings, updateSettings } from './settingsRepository.js';
import instructionRoutes from './instructions/instructionRoutes.js';
import invitationRoutes from './invitationRoutes.js';
import resultEmailRoutes from './resultEmailRoutes.js';
import settingsPanelRoutes from './panels/settingsPanelRoutes.js';
import faqRoutes from './faq/faqRoutes.js';
import contactRoutes from './contacts/contactRoutes.js';
import welcomeMailRoutes from './welcomeMailRoutes.js';
import mailLogRoutes from './mailLog/mailLogRoutes.js';
import planRoutes from '../payments/planRoutes.js';
import renewPlanRoutes from '../payments/renewPlanRoutes.js';
import planAdminRoutes from '../payments/plans/planAdminRoutes.js';
import paymentRoutes from '../payments/paymentRoutes.js';

const tags = ['Settings'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(instructionRoutes);
  await app.register(invitationRoutes);
  await app.register(resultEmailRoutes);
  await app.register(settingsPanelRoutes);
  await app.register(faqRoutes);
  await app.register(contactRoutes);
  await app.register(welcomeMailRoutes);
  await app.register(mailLogRoutes);
  await app.register(planRoutes);
  await app.register(renewPlanRoutes);
  await app.register(planAdminRoutes);
  await app.register(paymentRoutes);
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
