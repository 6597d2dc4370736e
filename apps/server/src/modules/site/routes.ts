import type { FastifyPluginAsync } from 'fastify';
import contactRoutes from './contacts/contactRoutes.js';
import contentExportRoutes from './exports/contentExportRoutes.js';
import faqRoutes from './faq/faqRoutes.js';
import healthRoutes from './health/healthRoutes.js';
import mailLogRoutes from './mail/mailLogRoutes.js';
import welcomeMailRoutes from './mail/welcomeMailRoutes.js';
import settingsPanelRoutes from './settings/settingsPanelRoutes.js';
import siteSettingsRoutes from './settings/siteSettingsRoutes.js';

/** Every route of the site domain, each at the path of its entry in the route table (shared site/routes.ts). */
const siteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(settingsPanelRoutes);
  await app.register(faqRoutes);
  await app.register(contactRoutes);
  await app.register(welcomeMailRoutes);
  await app.register(mailLogRoutes);
  await app.register(contentExportRoutes);
};
export default siteRoutes;
