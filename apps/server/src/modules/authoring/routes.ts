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

/** Every route of the authoring domain, under the spec's paths (/api/Quiz/…, /api/Settings/…, /upload/…). */
const authoringRoutes: FastifyPluginAsync = async (app) => {
  await app.register(topicRoutes, { prefix: '/api/Quiz' });
  await app.register(questionRoutes, { prefix: '/api/Quiz' });
  await app.register(categoryRoutes, { prefix: '/api/Quiz' });
  await app.register(importRoutes, { prefix: '/api/Quiz' });
  await app.register(lookupRoutes, { prefix: '/api/Quiz' });
  await app.register(instructionRoutes, { prefix: '/api/Settings' });
  await app.register(invitationRoutes, { prefix: '/api/Settings' });
  await app.register(authoringExportRoutes, { prefix: '/api/Export' });
  await app.register(downloadRoutes);
};
export default authoringRoutes;
