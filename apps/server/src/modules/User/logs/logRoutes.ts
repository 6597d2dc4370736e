import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Logs: GetBrowseList and GetAiTokenConsumption. */
const logRoutes: FastifyPluginAsyncZod = async () => {};
export default logRoutes;
