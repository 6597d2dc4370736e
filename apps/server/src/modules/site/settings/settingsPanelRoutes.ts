import {
  adminSettingsSchema,
  aiKeyStatusSchema,
  aiSettingRequest,
  colorSettingRequest,
  emailSettingRequest,
  emailTextSettingRequest,
  examSettingRequest,
  generalSettingRequest,
  landingSettingRequest,
  paymentSettingRequest,
  responseMsgSchema,
  updateClientUrlRequest,
  updateSettingsRequest,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { loadSettings, saveSettingsChanges } from './settingsRepository.js';
import {
  refuseDemoOnGuardedFields,
  settingsChanges,
  aiKeyStatus,
  toAdminSettings,
  type PanelValues,
} from './settingsPanelService.js';
import settingsUploadRoutes from './settingsUploadRoutes.js';

const tags = ['Settings: site settings'];
const admin = { access: 'admin' } as const;
const saved = { 200: responseMsgSchema, ...errorResponses };

/** The panels of the Site settings screen (spec 000 §2 "Site settings", §7 "Settings and content"). */
const PANELS: { url: string; body: z.ZodType<PanelValues>; summary: string }[] = [
  {
    url: '/UpdateGeneralSetting',
    body: generalSettingRequest,
    summary: 'General panel: titles and texts, app version, logo and favicon paths, welcome e-mail and FAQ switches',
  },
  {
    url: '/UpdateExamSetting',
    body: examSettingRequest,
    summary: 'Exam panel: endExam, tabChangeEndExam, logoOnExamPage',
  },
  {
    url: '/UpdatePaymentSetting',
    body: paymentSettingRequest,
    summary:
      'Payment panel: currency, symbol, registration price and switch, public key; the secret key is write-only ' +
      '(empty keeps it, clearStripeSecretKey removes it). Refused to the demo admin',
  },
  {
    url: '/UpdateEmailSetting',
    body: emailSettingRequest,
    summary:
      'Email panel: sender, SMTP host and port (empty is 0); the password is write-only (empty keeps it). ' +
      'Refused to the demo admin',
  },
  {
    url: '/UpdateAiSetting',
    body: aiSettingRequest,
    summary:
      'AI panel: Open AI and Gemini AI models and base URLs (empty falls back to the environment); the keys are ' +
      'write-only (empty keeps them, clearOpenAiKey / clearGeminiKey removes them). Refused to the demo admin',
  },
  {
    url: '/UpdateColorSetting',
    body: colorSettingRequest,
    summary: 'Colour panel: app bar, footer, body and header colours (#RRGGBB)',
  },
  {
    url: '/UpdateLandingSetting',
    body: landingSettingRequest,
    summary: 'Landing page panel: every landing text, picture path and https social link',
  },
  {
    url: '/UpdateEmailTextSetting',
    body: emailTextSettingRequest,
    summary: 'Email texts panel: subject, header and body of the forgot-password, welcome and invitation mails',
  },
];

/** Site settings panels: GetAdminSettings, the Update*Setting calls, UpdateClientUrl and the image uploads. */
const settingsPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsUploadRoutes);

  app.get(
    '/GetAdminSettings',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Everything the Site settings screen shows; secrets only as hasSmtpPassword / hasStripeSecretKey and ' +
          'the AI keys only as where they come from (ai.openAiKeySource / ai.geminiKeySource)',
        response: { 200: adminSettingsSchema, ...errorResponses },
      },
    },
    async () => toAdminSettings(await loadSettings(app.db), app.config),
  );

  app.get(
    '/GetAiKeyStatus',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Whether the chosen AI provider (and each provider) has a key, from the AI panel or the environment; ' +
          'never the key. The AI helpers say "no key yet" before the form is filled',
        response: { 200: aiKeyStatusSchema, ...errorResponses },
      },
    },
    async () => aiKeyStatus(await loadSettings(app.db), app.config),
  );

  // Each panel saves only its own fields; who changed them comes from the token.
  for (const panel of PANELS) {
    app.put(
      panel.url,
      { config: admin, schema: { tags, summary: panel.summary, body: panel.body, response: saved } },
      async (request) => {
        const user = currentUser(request);
        refuseDemoOnGuardedFields(user, request.body);
        await saveSettingsChanges(app.db, settingsChanges(request.body), user.userId);
        return { responseMsg: 'successfullyUpdated' };
      },
    );
  }

  app.put(
    '/UpdateSettings',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Any subset of the panel fields at once, each checked by its panel rule; only the fields sent are saved. ' +
          'Secrets stay write-only; the demo admin may not send Email, Payment or AI fields',
        body: updateSettingsRequest,
        response: saved,
      },
    },
    async (request) => {
      const user = currentUser(request);
      refuseDemoOnGuardedFields(user, request.body);
      await saveSettingsChanges(app.db, settingsChanges(request.body), user.userId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );

  app.put(
    '/UpdateClientUrl',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The site address (displayName = origin) used in the links of mailed messages',
        body: updateClientUrlRequest,
        response: saved,
      },
    },
    async (request) => {
      const user = currentUser(request);
      refuseDemoOnGuardedFields(user, 'clientUrl');
      await saveSettingsChanges(app.db, { columns: { clientUrl: request.body.displayName } }, user.userId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );
};
export default settingsPanelRoutes;
