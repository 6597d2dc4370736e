// Site settings and their panels, colours, landing texts, FAQ, contacts, mail and the mail log, the health
// check, and the domain's route table.
export * from './settings.js';
export * from './colors.js';
export * from './siteTexts.js';
export * from './content.js';
export * from './mail.js';
export * from './mailLog.js';
export * from './health.js';
export * from './version.js';
export * from './frameRoutes.js';
export * from './routes.js';
