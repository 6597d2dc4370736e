import { accountsApi, isAdminRole, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { AppError } from '../../../errors/AppError.js';
import { parseUserAgent } from '../../../lib/clientInfo.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { serve } from '../../../lib/serve.js';
import { changePassword, checkOwnPassword, issueLogin, login, resetPassword } from './authService.js';
import { closeLogin, recordLogin } from './loginHistoryRepository.js';
import { revokeSession } from './sessionRepository.js';
import { findUserByEmail, loadSingleUser, loadUserInfo } from '../users/userRepository.js';
import { registerStudent } from './registrationService.js';

/** Accounts core of spec 000 §7 "Auth and users". Role and user id always come from the token. */
const userRoutes: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.GetLoginInfo, async (request, reply) => {
    const result = await login(app, request.body.email, request.body.password, request.ip);
    if (!result) return reply.status(204).send(null);
    return result;
  });

  serve(app, accountsApi.CreateLoginHistory, async (request) => {
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
  });

  serve(app, accountsApi.UpdateLoginHistory, async (request) => {
    const user = currentUser(request);
    await closeLogin(app.db, request.params.code, user);
    await revokeSession(app.db, user.sessionId);
    return { responseMsg: successCode('successfullyUpdated') };
  });

  serve(app, accountsApi.PasswordCheck, async (request) => {
    const user = currentUser(request);
    if (!(await checkOwnPassword(app, user.userId, request.body.password))) throw new AppError('wrongPassword');
    return { responseMsg: 'ok' };
  });

  serve(app, accountsApi.ChangeUserPassword, async (request) => {
    const user = currentUser(request);
    if (request.body.userId !== undefined && request.body.userId !== user.userId) throw new AppError('noAccess');
    await changePassword(app, user.userId, request.body.password);
    return { responseMsg: successCode('passwordChanged') };
  });

  serve(app, accountsApi.GetUserInfoForForgetPassword, async (request) => {
    await enforceLimit(app, `forgot-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
    const user = await findUserByEmail(app.db, request.params.email);
    if (!user) throw new AppError('noUserForEmail');
    return { responseMsg: 'userFound', email: user.email };
  });

  serve(app, accountsApi.ResetPassword, async (request) => {
    await enforceLimit(app, `reset-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
    await resetPassword(app, request.body.token, request.body.password);
    return { responseMsg: successCode('passwordResetDone') };
  });

  serve(app, accountsApi.StudentRegistration, async (request) => {
    await enforceLimit(app, `register-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
    const userId = await registerStudent(app, request.body);
    return issueLogin(app, userId);
  });

  serve(app, accountsApi.GetCurrentUserInfo, async (request) => {
    const info = await loadUserInfo(app.db, currentUser(request).userId);
    if (!info) throw new AppError('tokenExpired');
    return info;
  });

  serve(app, accountsApi.GetSingleUser, async (request) => {
    const user = currentUser(request);
    if (!isAdminRole(user.roleId) && request.params.id !== user.userId) throw new AppError('noAccess');
    const info = await loadSingleUser(app.db, request.params.id);
    if (!info) throw new AppError('notFound');
    return info;
  });
};

export default userRoutes;
