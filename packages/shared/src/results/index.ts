// Reports, the result sheet, grading, certificates, the admin dashboard and analytics.
export * from './reports.js';
export * from './resultRules.js';
export * from './certificates.js';
export * from './dashboard.js';
export * from './routes.js';
