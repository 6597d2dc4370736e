import type { FastifyPluginAsync } from 'fastify';
import certificateRoutes from './certificates/certificateRoutes.js';
import defaultCertificateLogoRoute from './certificates/defaultLogoRoute.js';
import dashboardRoutes from './dashboard/dashboardRoutes.js';
import itemAnalysisExportRoutes from './exports/itemAnalysisExportRoutes.js';
import resultExportRoutes from './exports/resultExportRoutes.js';
import gradingRoutes from './grading/gradingRoutes.js';
import itemAnalysisRoutes from './itemAnalysis/itemAnalysisRoutes.js';
import reportListRoutes from './reports/reportRoutes.js';
import resultEmailRoutes from './resultEmail/resultEmailRoutes.js';
import resultRoutes from './sheet/resultRoutes.js';

/** Every route of the results domain, under the spec's paths (/api/Report/…, /api/Quiz/…, /api/Dashboard/…). */
const resultsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resultRoutes, { prefix: '/api/Report' });
  await app.register(reportListRoutes, { prefix: '/api/Report' });
  await app.register(gradingRoutes, { prefix: '/api/Report' });
  await app.register(itemAnalysisRoutes, { prefix: '/api/Report' });
  await app.register(resultEmailRoutes, { prefix: '/api/Settings' });
  await app.register(certificateRoutes, { prefix: '/api/Quiz' });
  await app.register(dashboardRoutes, { prefix: '/api/Dashboard' });
  await app.register(resultExportRoutes, { prefix: '/api/Export' });
  await app.register(itemAnalysisExportRoutes, { prefix: '/api/Export' });
  await app.register(defaultCertificateLogoRoute);
};
export default resultsRoutes;
