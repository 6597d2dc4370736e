import { accountsApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { listMenus } from './menuRepository.js';
import * as service from './menuService.js';

/**
 * Menus (spec 000 §2 Menus list, §5 Menu form, §7): GetMenuList, CreateMenu, UpdateMenu, DeleteSingleMenu,
 * GetAllMenu, MenuAssign. The drawer of a role reads its assignment through GetSidebarMenu (sidebarRoutes.ts).
 */
const menuAdminRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetMenuList, async () => listMenus(app.db));

  serve(app, accountsApi.CreateMenu, async (request) => {
    const appMenuId = await service.createMenu(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), appMenuId };
  });

  serve(app, accountsApi.UpdateMenu, async (request) => {
    const { appMenuId } = request.body;
    await service.updateMenu(app.db, appMenuId, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), appMenuId };
  });

  serve(app, accountsApi.DeleteSingleMenu, async (request) => {
    await service.deleteMenu(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });

  serve(app, accountsApi.GetAllMenu, async (request) => service.menusOfRole(app.db, request.params.id));

  serve(app, accountsApi.MenuAssign, async (request) => {
    const { userRoleId, menuId } = request.body;
    await service.assignMenus(app.db, userRoleId, menuId, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved') };
  });
};
export default menuAdminRoutes;
