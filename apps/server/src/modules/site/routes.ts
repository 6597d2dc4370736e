import type { FastifyPluginAsync } from 'fastify';
import contactRoutes from './contacts/contactRoutes.js';
import contentExportRoutes from './exports/contentExportRoutes.js';
import faqRoutes from './faq/faqRoutes.js';
import healthRoutes from './health/healthRoutes.js';
import mailLogRoutes from './mail/mailLogRoutes.js';
import welcomeMailRoutes from './mail/welcomeMailRoutes.js';
import settingsPanelRoutes from './settings/settingsPanelRoutes.js';
import siteSettingsRoutes from './settings/siteSettingsRoutes.js';

/** Every route of the site domain, under the spec's paths (/api/Settings/…, and /api/health). */
const siteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(siteSettingsRoutes, { prefix: '/api/Settings' });
  await app.register(settingsPanelRoutes, { prefix: '/api/Settings' });
  await app.register(faqRoutes, { prefix: '/api/Settings' });
  await app.register(contactRoutes, { prefix: '/api/Settings' });
  await app.register(welcomeMailRoutes, { prefix: '/api/Settings' });
  await app.register(mailLogRoutes, { prefix: '/api/Settings' });
  await app.register(contentExportRoutes, { prefix: '/api/Export' });
};
export default siteRoutes;
