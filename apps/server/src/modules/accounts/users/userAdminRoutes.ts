import { accountsApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { createUser, deleteUser, listUsers, updateUser } from './userAdminService.js';

/** Users screen (spec 000 §7 Auth and users): GetUserList, CreateUser, UpdateUser, DeleteSingleUser. */
const userAdminRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetUserList, async (request) =>
    listUsers(app.db, { ...request.params, search: request.query.search }, currentUser(request).userId),
  );

  serve(app, accountsApi.CreateUser, async (request) => {
    await createUser(app, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved') };
  });

  serve(app, accountsApi.UpdateUser, async (request) => {
    await updateUser(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated') };
  });

  serve(app, accountsApi.DeleteSingleUser, async (request) => {
    await deleteUser(app.db, request.params.id, currentUser(request).userId);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default userAdminRoutes;
