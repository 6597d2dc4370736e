import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by its owner (issue 3). */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
