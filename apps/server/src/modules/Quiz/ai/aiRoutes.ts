import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import aiGenerationRoutes from './aiGenerationRoutes.js';
import aiTextRoutes from './aiTextRoutes.js';

/** The AI helpers under /api/Quiz (issue 8). */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(aiTextRoutes);
  await app.register(aiGenerationRoutes);
};
export default aiRoutes;
