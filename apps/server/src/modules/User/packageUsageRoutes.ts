import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GetPackageUsesInfo (under /api/User). */
const packageUsageRoutes: FastifyPluginAsyncZod = async () => {};
export default packageUsageRoutes;
