import { accountsApi, isAdminRole } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { sidebarMenus } from './menuRepository.js';

/** GetSidebarMenu: the drawer of a role (spec 000 §4); the Menus screen's calls are in menuAdminRoutes.ts. */
const sidebarRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetSidebarMenu, async (request) => {
    const user = currentUser(request);
    if (request.params.roleId !== user.roleId && !isAdminRole(user.roleId)) throw new AppError('noAccess');
    return sidebarMenus(app.db, request.params.roleId);
  });
};

export default sidebarRoutes;
