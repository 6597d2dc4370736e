import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by its owner (issue 5). */
const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
export default dashboardRoutes;
