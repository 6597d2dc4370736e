/**
 * The site domain's public face: site settings and their panels, landing texts, FAQ, contacts, mail (texts,
 * the mail server of the moment, the log, the test mail) and the health check.
 */
export { default as siteRoutes } from './routes.js';
export { currentMailServer, emailSettingsReady, mailIsReady } from './mail/mailServer.js';
export { requireEmailSettings, sendWelcomeMail, siteUrl } from './mail/mailService.js';
export { publicSiteUrl, reportMail, siteMail } from './mail/siteMail.js';
export { loadSettings, type SettingsRow } from './settings/settingsRepository.js';
