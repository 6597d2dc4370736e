// Site settings and their panels, colours, landing texts, FAQ, contacts, the mail log.
export * from './settings.js';
export * from './colors.js';
export * from './siteTexts.js';
export * from './content.js';
export * from './mailLog.js';
export * from './version.js';
