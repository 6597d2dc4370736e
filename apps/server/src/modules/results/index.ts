/**
 * The results domain's public face: reports, the result sheet, grading, item analysis, result e-mails,
 * certificates, the admin dashboard and analytics.
 */
export { default as resultsRoutes } from './routes.js';
export { seedDemoCertificate } from './certificates/demoCertificate.js';
export { itemAnalysis } from './itemAnalysis/itemAnalysis.js';
export { type ResultFilter, resultRowsAfter, toResultRow } from './reports/reportRepository.js';
