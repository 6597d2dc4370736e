import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/authRoutes.js';
import accessExportRoutes from './exports/accessExportRoutes.js';
import usersExportRoutes from './exports/usersExportRoutes.js';
import logRoutes from './logs/logRoutes.js';
import sidebarRoutes from './menus/sidebarRoutes.js';
import profileRoutes from './profile/profileRoutes.js';
import roleRoutes from './roles/roleRoutes.js';
import userAdminRoutes from './users/userAdminRoutes.js';

/** Every route of the accounts domain, under the spec's paths (/api/User/…, /api/Menu/…). */
const accountsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/api/User' });
  await app.register(userAdminRoutes, { prefix: '/api/User' });
  await app.register(profileRoutes, { prefix: '/api/User' });
  await app.register(roleRoutes, { prefix: '/api/User' });
  await app.register(logRoutes, { prefix: '/api/User' });
  await app.register(sidebarRoutes, { prefix: '/api/Menu' });
  await app.register(usersExportRoutes, { prefix: '/api/Export' });
  await app.register(accessExportRoutes, { prefix: '/api/Export' });
};
export default accountsRoutes;
