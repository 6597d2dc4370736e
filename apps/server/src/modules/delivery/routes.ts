import type { FastifyPluginAsync } from 'fastify';
import accommodationRoutes from './accommodations/accommodationRoutes.js';
import examRoutes from './exam/examRoutes.js';

/** Every route of the delivery domain, under the spec's paths (/api/Quiz/…). */
const deliveryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(examRoutes, { prefix: '/api/Quiz' });
  await app.register(accommodationRoutes, { prefix: '/api/Quiz' });
};
export default deliveryRoutes;
