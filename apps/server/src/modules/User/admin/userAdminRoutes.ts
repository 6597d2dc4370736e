import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Users screen (spec 000 §7 Auth and users): GetUserList, CreateUser, UpdateUser, DeleteSingleUser. */
const userAdminRoutes: FastifyPluginAsyncZod = async () => {};
export default userAdminRoutes;
