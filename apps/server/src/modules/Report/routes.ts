import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import resultRoutes from './results/resultRoutes.js';
import reportListRoutes from './reports/reportRoutes.js';
import gradingRoutes from './grading/gradingRoutes.js';
import itemAnalysisRoutes from './itemAnalysisRoutes.js';

/** /api/Report: one small plugin per theme (the admin reports join here later). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resultRoutes);
  await app.register(reportListRoutes);
  await app.register(gradingRoutes);
  await app.register(itemAnalysisRoutes);
};
export default reportRoutes;
