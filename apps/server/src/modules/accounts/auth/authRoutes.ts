import {
  isAdminRole,
  changePasswordRequest,
  idParams,
  loginHistoryRequest,
  loginRequest,
  loginResponse,
  passwordCheckRequest,
  resetPasswordRequest,
  responseMsgSchema,
  singleUserSchema,
  studentRegistrationRequest,
  userInfoSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/responses.js';
import { currentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../errors/AppError.js';
import { parseUserAgent } from '../../../lib/clientInfo.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { changePassword, checkOwnPassword, issueLogin, login, resetPassword } from './authService.js';
import { closeLogin, recordLogin } from './loginHistoryRepository.js';
import { revokeSession } from './sessionRepository.js';
import { findUserByEmail, loadSingleUser, loadUserInfo } from '../users/userRepository.js';
import { registerStudent } from './registrationService.js';

const tags = ['User'];

/** Accounts core of spec 000 §7 "Auth and users". Role and user id always come from the token. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/GetLoginInfo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in; 204 on wrong credentials',
        body: loginRequest,
        response: { 200: loginResponse, 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await login(app, request.body.email, request.body.password, request.ip);
      if (!result) return reply.status(204).send(null);
      return result;
    },
  );

  app.post(
    '/CreateLoginHistory',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record the sign-in of the current session; answers its log code',
        body: loginHistoryRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ua = parseUserAgent(request.headers['user-agent']);
      const code = await recordLogin(app.db, {
        userId: user.userId,
        sessionId: user.sessionId,
        ip: request.ip,
        ...ua,
        locationInfo: request.body.locationInfo ?? null,
      });
      return { responseMsg: code };
    },
  );

  app.get(
    '/UpdateLoginHistory/:code',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Sign out: close the login entry and revoke the session',
        params: z.object({ code: z.string().max(100) }),
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await closeLogin(app.db, request.params.code, user);
      await revokeSession(app.db, user.sessionId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );

  app.post(
    '/PasswordCheck',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Check the caller's own password (lock screen)",
        body: passwordCheckRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await checkOwnPassword(app, user.userId, request.body.password))) throw new AppError('wrongPassword');
      return { responseMsg: 'ok' };
    },
  );

  app.put(
    '/ChangeUserPassword',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change the caller's own password; ends every session",
        body: changePasswordRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.userId !== undefined && request.body.userId !== user.userId) throw new AppError('noAccess');
      await changePassword(app, user.userId, request.body.password);
      return { responseMsg: 'passwordChanged' };
    },
  );

  app.get(
    '/GetUserInfoForForgetPassword/:email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Does an account exist for this e-mail (no secret in the answer)',
        params: z.object({ email: z.string().max(254) }),
        response: { 200: z.object({ responseMsg: z.string(), email: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `forgot-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) throw new AppError('noUserForEmail');
      return { responseMsg: 'userFound', email: user.email };
    },
  );

  app.post(
    '/ResetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a single-use reset link token',
        body: resetPasswordRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `reset-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
      await resetPassword(app, request.body.token, request.body.password);
      return { responseMsg: 'passwordResetDone' };
    },
  );

  app.post(
    '/StudentRegistration',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register a candidate and sign them in',
        body: studentRegistrationRequest,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `register-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
      const userId = await registerStudent(app, request.body);
      return issueLogin(app, userId);
    },
  );

  app.get(
    '/GetCurrentUserInfo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's user info (spec 000 §3)",
        response: { 200: userInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const info = await loadUserInfo(app.db, currentUser(request).userId);
      if (!info) throw new AppError('tokenExpired');
      return info;
    },
  );

  app.get(
    '/GetSingleUser/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One user with the profile fields: the caller, or anyone for an admin',
        params: idParams,
        response: { 200: singleUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!isAdminRole(user.roleId) && request.params.id !== user.userId) throw new AppError('noAccess');
      const info = await loadSingleUser(app.db, request.params.id);
      if (!info) throw new AppError('notFound');
      return info;
    },
  );
};

export default userRoutes;
