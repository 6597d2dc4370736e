import type { FastifyPluginAsync } from 'fastify';
import accommodationRoutes from './accommodations/accommodationRoutes.js';
import examRoutes from './exam/examRoutes.js';

/** Every route of the delivery domain, each at the path of its entry in the route table (shared delivery/routes.ts). */
const deliveryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(examRoutes);
  await app.register(accommodationRoutes);
};
export default deliveryRoutes;
