import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/authRoutes.js';
import accessExportRoutes from './exports/accessExportRoutes.js';
import usersExportRoutes from './exports/usersExportRoutes.js';
import logRoutes from './logs/logRoutes.js';
import menuAdminRoutes from './menus/menuAdminRoutes.js';
import sidebarRoutes from './menus/sidebarRoutes.js';
import profileRoutes from './profile/profileRoutes.js';
import roleRoutes from './roles/roleRoutes.js';
import userAdminRoutes from './users/userAdminRoutes.js';

/**
 * Every route of the accounts domain, each at the path of its entry in the route table (shared
 * accounts/routes.ts: the spec's /api/User/…, /api/Menu/… and /api/Export/… paths).
 */
const accountsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userAdminRoutes);
  await app.register(profileRoutes);
  await app.register(roleRoutes);
  await app.register(logRoutes);
  await app.register(menuAdminRoutes);
  await app.register(sidebarRoutes);
  await app.register(usersExportRoutes);
  await app.register(accessExportRoutes);
};
export default accountsRoutes;
