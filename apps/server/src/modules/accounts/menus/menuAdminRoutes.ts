import {
  idParams,
  menuAssignRequest,
  menuInput,
  menuRowSchema,
  menuSavedResponse,
  responseMsgSchema,
  roleMenuRowSchema,
  updateMenuRequest,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { listMenus } from './menuRepository.js';
import * as service from './menuService.js';

const tags = ['Menu'];
const admin = { access: 'admin' } as const;

/**
 * Menus (spec 000 §2 Menus list, §5 Menu form, §7): GetMenuList, CreateMenu, UpdateMenu, DeleteSingleMenu,
 * GetAllMenu, MenuAssign. The drawer of a role reads its assignment through GetSidebarMenu (routes.ts).
 */
const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetMenuList',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every menu by order number',
        response: { 200: z.array(menuRowSchema), ...errorResponses },
      },
    },
    async () => listMenus(app.db),
  );

  app.post(
    '/CreateMenu',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a menu (unique title, url and order number); answers appMenuId',
        body: menuInput,
        response: { 200: menuSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const appMenuId = await service.createMenu(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', appMenuId };
    },
  );

  app.put(
    '/UpdateMenu',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a menu (unique title, url and order number)',
        body: updateMenuRequest,
        response: { 200: menuSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { appMenuId } = request.body;
      await service.updateMenu(app.db, appMenuId, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', appMenuId };
    },
  );

  app.delete(
    '/DeleteSingleMenu/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a custom menu and its role assignments (default menus: defaultItemNotDeletable)',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteMenu(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );

  app.get(
    '/GetAllMenu/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every menu with isSelected for the role {id}',
        params: idParams,
        response: { 200: z.array(roleMenuRowSchema), ...errorResponses },
      },
    },
    async (request) => service.menusOfRole(app.db, request.params.id),
  );

  app.post(
    '/MenuAssign',
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace a role's menus with the given set (addedBy is the caller)",
        body: menuAssignRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userRoleId, menuId } = request.body;
      await service.assignMenus(app.db, userRoleId, menuId, currentUser(request).userId);
      return { responseMsg: 'successfullySaved' };
    },
  );
};
export default menuAdminRoutes;
