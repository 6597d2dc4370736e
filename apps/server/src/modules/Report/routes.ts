import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import resultRoutes from './results/resultRoutes.js';

/** /api/Report: one small plugin per theme (the admin reports join here later). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resultRoutes);
};
export default reportRoutes;
