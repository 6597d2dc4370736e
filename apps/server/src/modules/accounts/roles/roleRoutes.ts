import { accountsApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { listRoles } from './roleRepository.js';
import * as service from './roleService.js';

/** Roles (spec 000 §2 Roles list, §5 Role form, §7): GetUserRoleList, CreateUserRole, UpdateUserRole, DeleteSingleRole. */
const roleRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetUserRoleList, async () => listRoles(app.db));

  serve(app, accountsApi.CreateUserRole, async (request) => {
    const userRoleId = await service.createRole(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), userRoleId };
  });

  serve(app, accountsApi.UpdateUserRole, async (request) => {
    const { userRoleId, displayName, roleDesc } = request.body;
    await service.updateRole(app.db, userRoleId, { displayName, roleDesc }, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), userRoleId };
  });

  serve(app, accountsApi.DeleteSingleRole, async (request) => {
    await service.deleteRole(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default roleRoutes;
