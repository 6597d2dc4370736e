import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by its owner (issue 3): GET /upload/* served from the database. */
const uploadRoutes: FastifyPluginAsyncZod = async () => {};
export default uploadRoutes;
