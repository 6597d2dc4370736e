import type { FastifyPluginAsync } from 'fastify';
import aiGenerationRoutes from './aiGenerationRoutes.js';
import aiTextRoutes from './aiTextRoutes.js';
import aiUsageRoutes from './aiUsageRoutes.js';

/** Every route of the ai domain, each at the path of its entry in the route table (shared ai/routes.ts). */
const aiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(aiTextRoutes);
  await app.register(aiGenerationRoutes);
  await app.register(aiUsageRoutes);
};
export default aiRoutes;
