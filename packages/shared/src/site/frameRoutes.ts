// The site calls of the app's frame, which every screen loads (the settings the theme, titles and favicon
// are built from, the sign-in page's password mail, the AI provider switch). They are a table of their
// own so that the web's entry chunk, the exam screen's included, carries only their schemas, not those of
// the admin screens; siteApi (routes.ts) includes them. See common/routes.ts.
import { sendPasswordMailRequest } from '../accounts/auth.js';
import { updateAiProviderRequest } from '../ai/providers.js';
import { defineRoutes } from '../common/routes.js';
import { responseMsgSchema } from '../common/schemas.js';
import { publicSettingsSchema } from './settings.js';

export const siteFrameApi = defineRoutes({
  GetSiteSettings: {
    method: 'GET',
    path: '/api/Settings/GetSiteSettings',
    access: 'public',
    tags: ['Settings'],
    summary: 'Public site settings (no secrets)',
    response: publicSettingsSchema,
  },
  SendPasswordMail: {
    method: 'POST',
    path: '/api/Settings/SendPasswordMail',
    access: 'public',
    tags: ['Settings'],
    summary: 'Mail a single-use password reset link (valid one hour)',
    body: sendPasswordMailRequest,
    response: responseMsgSchema,
  },
  UpdateAiProvider: {
    method: 'PUT',
    path: '/api/Settings/UpdateAiProvider',
    access: 'admin',
    tags: ['Settings'],
    summary: 'Switch the AI provider (Open AI or Gemini AI)',
    body: updateAiProviderRequest,
    response: responseMsgSchema,
  },
});
