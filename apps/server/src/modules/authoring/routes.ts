import type { FastifyPluginAsync } from 'fastify';
import categoryRoutes from './categories/categoryRoutes.js';
import authoringExportRoutes from './exports/authoringExportRoutes.js';
import downloadRoutes from './import/downloadRoutes.js';
import importRoutes from './import/importRoutes.js';
import instructionRoutes from './instructions/instructionRoutes.js';
import lookupRoutes from './lookups/lookupRoutes.js';
import invitationRoutes from './participants/invitationRoutes.js';
import questionRoutes from './questions/questionRoutes.js';
import topicRoutes from './topics/topicRoutes.js';

/**
 * Every route of the authoring domain, each at the path of its entry in the route table (shared
 * authoring/routes.ts), and the two static downloads of the Questions screen under /upload.
 */
const authoringRoutes: FastifyPluginAsync = async (app) => {
  await app.register(topicRoutes);
  await app.register(questionRoutes);
  await app.register(categoryRoutes);
  await app.register(importRoutes);
  await app.register(lookupRoutes);
  await app.register(instructionRoutes);
  await app.register(invitationRoutes);
  await app.register(authoringExportRoutes);
  await app.register(downloadRoutes);
};
export default authoringRoutes;
