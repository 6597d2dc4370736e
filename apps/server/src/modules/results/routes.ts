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

/**
 * Every route of the results domain, each at the path of its entry in the route table (shared
 * results/routes.ts), and the default certificate logo, served beside the uploads (not an /api route).
 */
const resultsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resultRoutes);
  await app.register(reportListRoutes);
  await app.register(gradingRoutes);
  await app.register(itemAnalysisRoutes);
  await app.register(resultEmailRoutes);
  await app.register(certificateRoutes);
  await app.register(dashboardRoutes);
  await app.register(resultExportRoutes);
  await app.register(itemAnalysisExportRoutes);
  await app.register(defaultCertificateLogoRoute);
};
export default resultsRoutes;
