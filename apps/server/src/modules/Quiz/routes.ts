import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accommodationRoutes from './accommodations/accommodationRoutes.js';
import aiRoutes from './ai/aiRoutes.js';
import categoryRoutes from './categories/categoryRoutes.js';
import certificateRoutes from './certificates/certificateRoutes.js';
import examRoutes from './exam/examRoutes.js';
import importRoutes from './import/importRoutes.js';
import lookupRoutes from './lookupRoutes.js';
import questionRoutes from './questions/questionRoutes.js';
import topicRoutes from './topics/topicRoutes.js';
import quizPaymentRoutes from './quizPaymentRoutes.js';

/** Everything under /api/Quiz (spec 001 §7), one sub-plugin per resource. */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(topicRoutes);
  await app.register(questionRoutes);
  await app.register(categoryRoutes);
  await app.register(importRoutes);
  await app.register(lookupRoutes);
  await app.register(examRoutes);
  await app.register(accommodationRoutes);
  await app.register(certificateRoutes);
  await app.register(quizPaymentRoutes);
  await app.register(aiRoutes);
};
export default quizRoutes;
