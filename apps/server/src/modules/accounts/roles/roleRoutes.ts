import {
  createRoleRequest,
  idParams,
  responseMsgSchema,
  roleRowSchema,
  roleSavedResponse,
  updateRoleRequest,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { listRoles } from './roleRepository.js';
import * as service from './roleService.js';

const tags = ['User: roles'];
const admin = { access: 'admin' } as const;

/** Roles (spec 000 §2 Roles list, §5 Role form, §7): GetUserRoleList, CreateUserRole, UpdateUserRole, DeleteSingleRole. */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetUserRoleList',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every role with the number of users holding it, in id order',
        response: { 200: z.array(roleRowSchema), ...errorResponses },
      },
    },
    async () => listRoles(app.db),
  );

  app.post(
    '/CreateUserRole',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a role (names unique ignoring case and spaces: duplicateRoleName); answers userRoleId',
        body: createRoleRequest,
        response: { 200: roleSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userRoleId = await service.createRole(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', userRoleId };
    },
  );

  app.put(
    '/UpdateUserRole',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the display name and description of a role (the role name is read-only)',
        body: updateRoleRequest,
        response: { 200: roleSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userRoleId, displayName, roleDesc } = request.body;
      await service.updateRole(app.db, userRoleId, { displayName, roleDesc }, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', userRoleId };
    },
  );

  app.delete(
    '/DeleteSingleRole/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a role: not a default one (defaultItemNotDeletable), not one held by users (roleInUse)',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteRole(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default roleRoutes;
