import { isAdminRole, roleIdParams, sidebarMenuItem } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/responses.js';
import { AppError } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { sidebarMenus } from './menuRepository.js';
import menuAdminRoutes from './menuAdminRoutes.js';

const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuAdminRoutes);
  app.get(
    '/GetSidebarMenu/:roleId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Menu'],
        summary: "Drawer menus of a role: one's own role, or any role for an admin",
        params: roleIdParams,
        response: { 200: z.array(sidebarMenuItem), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.roleId !== user.roleId && !isAdminRole(user.roleId)) throw new AppError('noAccess');
      return sidebarMenus(app.db, request.params.roleId);
    },
  );
};

export default menuRoutes;
