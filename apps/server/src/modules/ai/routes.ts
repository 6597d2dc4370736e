import type { FastifyPluginAsync } from 'fastify';
import aiGenerationRoutes from './aiGenerationRoutes.js';
import aiTextRoutes from './aiTextRoutes.js';
import aiUsageRoutes from './aiUsageRoutes.js';

/** Every route of the ai domain: the helpers under /api/Quiz (issue 8), the usage log under /api/User. */
const aiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(aiTextRoutes, { prefix: '/api/Quiz' });
  await app.register(aiGenerationRoutes, { prefix: '/api/Quiz' });
  await app.register(aiUsageRoutes, { prefix: '/api/User' });
};
export default aiRoutes;
