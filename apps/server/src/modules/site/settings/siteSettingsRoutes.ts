import { siteApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { currentUser } from '../../../plugins/auth.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { sendPasswordResetMail } from '../mail/mailService.js';
import { loadSettings, toPublicSettings, updateSettings } from './settingsRepository.js';

/** GetSiteSettings, SendPasswordMail and UpdateAiProvider: the settings calls outside the Site settings screen. */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.GetSiteSettings, async () => {
    const settings = toPublicSettings(await loadSettings(app.db));
    // A payment key may come from the environment instead of the Payment panel.
    return { ...settings, hasStripeSecretKey: settings.hasStripeSecretKey || Boolean(app.config.STRIPE_SECRET_KEY) };
  });

  serve(app, siteApi.SendPasswordMail, async (request) => {
    await enforceLimit(app, `reset-mail-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL);
    await enforceLimit(app, `reset-mail:${request.body.toEmail}`, 5);
    await sendPasswordResetMail(app, request.body.toEmail);
    return { responseMsg: successCode('pleaseCheckyouremail') };
  });

  serve(app, siteApi.UpdateAiProvider, async (request) => {
    await updateSettings(app.db, { aiProvider: request.body.aiProvider }, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated') };
  });
};

export default settingsRoutes;
