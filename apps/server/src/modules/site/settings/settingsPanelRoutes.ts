import { siteApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { loadSettings, saveSettingsChanges } from './settingsRepository.js';
import { refuseDemoOnGuardedFields, settingsChanges, aiKeyStatus, toAdminSettings } from './settingsPanelService.js';
import settingsUploadRoutes from './settingsUploadRoutes.js';

/**
 * The calls that save panel fields (spec 000 §2 "Site settings", §7 "Settings and content"): each panel in
 * the screen's order, then UpdateSettings, which takes any subset of the panels' fields at once.
 */
const PANEL_SAVES = [
  siteApi.UpdateGeneralSetting,
  siteApi.UpdateExamSetting,
  siteApi.UpdatePaymentSetting,
  siteApi.UpdateEmailSetting,
  siteApi.UpdateAiSetting,
  siteApi.UpdateColorSetting,
  siteApi.UpdateLandingSetting,
  siteApi.UpdateEmailTextSetting,
  siteApi.UpdateSettings,
];

/** Site settings panels: GetAdminSettings, GetAiKeyStatus, the panels' saves, UpdateClientUrl and the image uploads. */
const settingsPanelRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settingsUploadRoutes);

  serve(app, siteApi.GetAdminSettings, async () => toAdminSettings(await loadSettings(app.db), app.config));

  serve(app, siteApi.GetAiKeyStatus, async () => aiKeyStatus(await loadSettings(app.db), app.config));

  // Each call saves only the fields it was sent; who changed them comes from the token.
  for (const route of PANEL_SAVES) {
    serve(app, route, async (request) => {
      const user = currentUser(request);
      refuseDemoOnGuardedFields(user, request.body);
      await saveSettingsChanges(app.db, settingsChanges(request.body), user.userId);
      return { responseMsg: successCode('successfullyUpdated') };
    });
  }

  serve(app, siteApi.UpdateClientUrl, async (request) => {
    const user = currentUser(request);
    refuseDemoOnGuardedFields(user, 'clientUrl');
    await saveSettingsChanges(app.db, { columns: { clientUrl: request.body.displayName } }, user.userId);
    return { responseMsg: successCode('successfullyUpdated') };
  });
};
export default settingsPanelRoutes;
