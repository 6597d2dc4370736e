import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SendWelcomeMail. */
const welcomeMailRoutes: FastifyPluginAsyncZod = async () => {};
export default welcomeMailRoutes;
