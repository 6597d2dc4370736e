import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by its owner (issue 5). */
const certificateRoutes: FastifyPluginAsyncZod = async () => {};
export default certificateRoutes;
