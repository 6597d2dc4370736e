import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Menus: GetMenuList, CreateMenu, UpdateMenu, DeleteSingleMenu, GetAllMenu, MenuAssign. */
const menuAdminRoutes: FastifyPluginAsyncZod = async () => {};
export default menuAdminRoutes;
