import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by its owner (issue 3). */
const categoryRoutes: FastifyPluginAsyncZod = async () => {};
export default categoryRoutes;
