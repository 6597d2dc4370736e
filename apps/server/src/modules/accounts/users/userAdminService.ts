import { isAdminRole, ROLE, UI, type CreateUserRequest, type UpdateUserRequest, type UserRow } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { forbidden, notFound, refuse } from '../../../errors/AppError.js';
import { hashPassword } from '../../../lib/password.js';
import { findPlan, startPlanCycle } from '../../billing/index.js';
import { sendWelcomeMail } from '../../site/index.js';
import { revokeAllSessions } from '../auth/sessionRepository.js';
import { findUserByEmail, findUserById, insertUser } from './userRepository.js';
import * as users from './userAdminRepository.js';

/** Writes that may meet the unique e-mail index: a race with another save becomes the spec's message. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse('emailAlreadyExists');
    throw error;
  }
}

/** Refuses an e-mail another account holds (the index decides races; this gives the answer early). */
export async function assertEmailFree(db: DB, email: string, ownerId?: number) {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.userId !== ownerId) refuse('emailAlreadyExists');
}

/**
 * Demo accounts, the caller's own account and the last admin cannot be deleted; the list marks them so
 * that the screen can disable Delete (the server refuses anyway).
 */
function protection(callerId: number, adminCount: number) {
  return (r: { userId: number; userRoleId: number; isDemo: number }) =>
    r.isDemo === 1 || r.userId === callerId || (isAdminRole(r.userRoleId) && adminCount <= 1);
}

export async function listUsers(
  db: DB,
  query: { page: number; itemsPerPage: number; search?: string },
  callerId: number,
): Promise<{ responseMsg: UserRow[]; count: number }> {
  const limit = Math.min(query.itemsPerPage, 100) || UI.pageSize;
  const [rows, count, adminCount] = await Promise.all([
    users.userPageRows(db, { offset: (query.page - 1) * limit, limit, search: query.search || undefined }),
    users.countUsers(db, query.search || undefined),
    users.countAdmins(db),
  ]);
  const isProtected = protection(callerId, adminCount);
  return { responseMsg: rows.map((r) => users.toUserRow(r, isProtected)), count };
}

/**
 * CreateUser (spec 000 §4, §6): a candidate (role 2) and its first plan cycle, in one transaction, so that
 * no user is ever left without the plan the admin chose. The welcome mail follows and can never undo it.
 */
export async function createUser(app: FastifyInstance, body: CreateUserRequest, adminId: number) {
  if (body.paymentMode === 'Online') refuse('onlinePaymentnotallowed');
  await assertEmailFree(app.db, body.email);
  const plan = (await findPlan(app.db, body.billingPlanId)) ?? notFound();
  const passwordHash = await hashPassword(body.password);
  await uniqueEmail(() =>
    app.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        userRoleId: ROLE.Student,
        fullName: body.fullName,
        email: body.email,
        passwordHash,
        mobile: body.mobile,
        dateOfBirth: body.dateOfBirth,
        address: body.address,
        addedBy: adminId,
      });
      await startPlanCycle(trx, {
        userId,
        userEmail: body.email,
        plan,
        paymentMode: body.paymentMode,
        transactionDetail: body.transactionDetail,
        stripeSessionId: null,
        addedBy: adminId,
      });
    }),
  );
  // Started inside a promise chain so that even a synchronous throw of the mailer stays a logged warning.
  Promise.resolve()
    .then(() => sendWelcomeMail(app, { email: body.email, fullName: body.fullName }))
    .catch((err: unknown) => app.log.warn({ err: String(err) }, 'welcome mail not sent'));
}

/**
 * Only a SuperAdmin edits or deletes a SuperAdmin account (403 noAccess otherwise): an Admin who could
 * set its password or e-mail could sign in as the SuperAdmin and get what only that role has. The
 * caller's role is read from the database, as the session check does.
 */
async function assertMayManage(db: DB, target: { userRoleId: number }, callerId: number) {
  if (target.userRoleId !== ROLE.SuperAdmin) return;
  if ((await findUserById(db, callerId))?.userRoleId !== ROLE.SuperAdmin) forbidden();
}

/**
 * UpdateUser: the person's details and, when given, a new password (which ends that user's sessions).
 * The spec says "editing always sets role id 2"; that is applied to every non-admin account, but an admin
 * edited here keeps its admin role: this dialog must never demote an admin (that would lock them out of
 * the site). Demo accounts keep their e-mail and password (everyone signs in with them).
 */
export async function updateUser(db: DB, body: UpdateUserRequest, adminId: number) {
  const target = (await findUserById(db, body.userId)) ?? notFound();
  await assertMayManage(db, target, adminId);
  const emailChanged = body.email !== target.email;
  if (target.isDemo && (emailChanged || body.password)) refuse('demoOperationNotAllowed');
  if (emailChanged) await assertEmailFree(db, body.email, target.userId);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await uniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      await users.updateUserDetails(
        trx,
        target.userId,
        {
          userRoleId: isAdminRole(target.userRoleId) ? target.userRoleId : ROLE.Student,
          fullName: body.fullName,
          email: body.email,
          mobile: body.mobile,
          dateOfBirth: body.dateOfBirth,
          address: body.address,
          ...(passwordHash ? { passwordHash } : {}),
        },
        adminId,
      );
      if (passwordHash) await revokeAllSessions(trx, target.userId);
    }),
  );
}

/**
 * DeleteSingleUser: demo accounts, one's own account and the last admin stay. Everything of the user goes
 * in one transaction, their sessions included, so their token answers 401 from the next call on.
 */
export async function deleteUser(db: DB, userId: number, callerId: number) {
  const target = (await findUserById(db, userId)) ?? notFound();
  await assertMayManage(db, target, callerId);
  if (target.isDemo) refuse('defaultItemNotDeletable');
  if (target.userId === callerId) refuse('cannotDeleteOwnAccount');
  await db.transaction().execute(async (trx) => {
    if (isAdminRole(target.userRoleId)) {
      await users.lockAdminRows(trx);
      if ((await users.countAdmins(trx, target.userId)) === 0) refuse('lastAdminNotDeletable');
    }
    if (!(await users.deleteUserData(trx, target.userId))) notFound();
    await users.deleteUnusedProfileImage(trx, target.imagePath);
  });
}
