import {
  createUserRequest,
  idParams,
  pagedParams,
  responseMsgSchema,
  updateUserRequest,
  userListQuery,
  userPage,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { createUser, deleteUser, listUsers, updateUser } from './userAdminService.js';

const tags = ['User: administration'];
const admin = { access: 'admin' } as const;

/** Users screen (spec 000 §7 Auth and users): GetUserList, CreateUser, UpdateUser, DeleteSingleUser. */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetUserList/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page of users, newest first, with their latest plan cycle; optional ?search= on name / e-mail',
        params: pagedParams,
        querystring: userListQuery,
        response: { 200: userPage, ...errorResponses },
      },
    },
    async (request) =>
      listUsers(app.db, { ...request.params, search: request.query.search }, currentUser(request).userId),
  );

  app.post(
    '/CreateUser',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a candidate (role 2) with its first plan cycle (Offline or N/A)',
        body: createUserRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await createUser(app, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved' };
    },
  );

  app.put(
    '/UpdateUser',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Edit a user's details; a new password ends that user's sessions; admins keep their role; " +
          'a SuperAdmin account only by a SuperAdmin (403 otherwise)',
        body: updateUserRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updateUser(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );

  app.delete(
    '/DeleteSingleUser/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Delete a user and their data (not a demo account, oneself or the last admin; a SuperAdmin only by a SuperAdmin)',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, currentUser(request).userId);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default userAdminRoutes;
