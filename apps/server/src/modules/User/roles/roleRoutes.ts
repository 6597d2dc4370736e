import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Roles: GetUserRoleList, CreateUserRole, UpdateUserRole, DeleteSingleRole. */
const roleRoutes: FastifyPluginAsyncZod = async () => {};
export default roleRoutes;
