import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Profile: UpdateUserProfile and the profile image Upload. */
const profileRoutes: FastifyPluginAsyncZod = async () => {};
export default profileRoutes;
