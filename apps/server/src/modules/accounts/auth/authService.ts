import { ROLE, type LoginResponse } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../../db/dialect.js';
import { AppError } from '../../../errors/AppError.js';
import { decoyHash, hashPassword, verifyPassword } from '../../../lib/password.js';
import {
  loadUserInfo,
  findUserByEmail,
  findUserById,
  insertUser,
  updatePasswordHash,
} from '../users/userRepository.js';
import { createSession, revokeAllSessions } from './sessionRepository.js';
import { consumeResetToken } from './passwordResetRepository.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { signInThrottle } from './signInThrottle.js';

/** Opens a session and signs its token: sign-in and registration both end here. */
export async function issueLogin(app: FastifyInstance, userId: number): Promise<LoginResponse> {
  const info = await loadUserInfo(app.db, userId);
  if (!info) throw new AppError('tokenExpired');
  const session = await createSession(app.db, userId, app.config.SESSION_TTL_HOURS);
  const token = await app.signToken(
    { userId, sessionId: session.sessionId, roleId: info.userRoleId },
    session.expiresAt,
  );
  return { token, expiresAt: session.expiresAt.toISOString(), obj: info };
}

/**
 * Null means wrong credentials (the 204 of the spec). Guessing is held back by signInThrottle: per
 * account and address, per account alone with a much higher ceiling, and by answering failures later
 * and later; nothing there locks the owner out of an address they use.
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string,
): Promise<LoginResponse | null> {
  const normalized = email.trim().toLowerCase();
  const throttle = signInThrottle(app, normalized, ip);
  await throttle.mayTry();
  const user = await findUserByEmail(app.db, normalized);
  // The same argon2 work for unknown e-mails, so timing does not reveal who has an account.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !ok) {
    await throttle.failed();
    return null;
  }
  await throttle.succeeded();
  return issueLogin(app, user.userId);
}

export async function checkOwnPassword(app: FastifyInstance, userId: number, password: string): Promise<boolean> {
  await enforceLimit(app, `password-check:${userId}`, app.config.RATE_LIMIT_LOGIN_PER_EMAIL * 3);
  const user = await findUserById(app.db, userId);
  return Boolean(user && (await verifyPassword(user.passwordHash, password)));
}

/** A new password ends every session of the user, the current one included. */
export async function changePassword(app: FastifyInstance, userId: number, password: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw new AppError('tokenExpired');
  if (user.isDemo) throw new AppError('demoOperationNotAllowed');
  await updatePasswordHash(app.db, userId, await hashPassword(password));
  await revokeAllSessions(app.db, userId);
}

export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const userId = await consumeResetToken(app.db, token);
  if (!userId) throw new AppError('invalidResetLink');
  const user = await findUserById(app.db, userId);
  if (!user || user.isDemo) throw new AppError('demoOperationNotAllowed');
  await updatePasswordHash(app.db, userId, await hashPassword(password));
  await revokeAllSessions(app.db, userId);
}

export async function registerCandidate(
  app: FastifyInstance,
  input: { fullName: string; email: string; password: string; addedBy: number | null },
) {
  if (await findUserByEmail(app.db, input.email)) throw new AppError('emailAlreadyExists');
  try {
    return await insertUser(app.db, {
      fullName: input.fullName.trim(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      userRoleId: ROLE.Student,
      addedBy: input.addedBy,
    });
  } catch (error) {
    // Two simultaneous registrations of one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('emailAlreadyExists');
    throw error;
  }
}
