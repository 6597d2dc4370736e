import { ADMIN_ROLES, type UserRow } from '@assessly/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll, nowIso } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

type Executor = DB | Transaction<Database>;

/** LIKE pattern for "contains", with the wildcard characters of the text itself escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users with their role and their latest plan cycle (the payment with the latest end date), in one query:
 * the latest payment is picked by a correlated subquery in the join, served by the payment (userId, endDate)
 * index, so a page costs one statement whatever its size.
 */
function userRowsQuery(db: Executor, search: string | undefined) {
  let query = db
    .selectFrom('app_user as u')
    .innerJoin('user_role as r', 'r.userRoleId', 'u.userRoleId')
    .leftJoin('payment as p', (join) =>
      join.on((eb) =>
        eb(
          'p.paymentId',
          '=',
          eb
            .selectFrom('payment as lp')
            .select('lp.paymentId')
            .whereRef('lp.userId', '=', 'u.userId')
            .orderBy('lp.endDate', 'desc')
            .orderBy('lp.paymentId', 'desc')
            .limit(1),
        ),
      ),
    );
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('u.fullName')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('u.email')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

const ROW_COLUMNS = [
  'u.userId',
  'u.userRoleId',
  'r.roleName',
  'r.displayName',
  'u.fullName',
  'u.mobile',
  'u.email',
  'u.imagePath',
  'u.dateOfBirth',
  'u.address',
  'u.isDemo',
  'p.title',
  'p.interval',
  'p.paymentMode',
  'p.endDate',
  'p.transactionDetail',
  'p.billingPlanId',
] as const;

export type UserListRow = Awaited<ReturnType<typeof userRowsAfter>>[number];

/** A row as the Users list shows it; protection is decided by the caller (it knows who asks). */
export function toUserRow(r: UserListRow, isProtected: (r: UserListRow) => boolean): UserRow {
  return {
    userId: r.userId,
    userRoleId: r.userRoleId,
    roleName: r.roleName,
    displayName: r.displayName,
    fullName: r.fullName,
    mobile: r.mobile,
    email: r.email,
    imagePath: r.imagePath,
    dateOfBirth: r.dateOfBirth,
    address: r.address,
    title: r.title ?? null,
    interval: r.interval ?? null,
    paymentMode: r.paymentMode ?? null,
    expireyDate: r.endDate ?? null,
    transactionDetail: r.transactionDetail ?? null,
    billingPlanId: r.billingPlanId ?? null,
    isDemo: r.isDemo === 1,
    isProtected: isProtected(r),
  };
}

/** One page of users, newest first (ids grow with time). */
export function userPageRows(db: DB, page: { offset: number; limit: number; search?: string }) {
  return userRowsQuery(db, page.search)
    .select(ROW_COLUMNS)
    .orderBy('u.userId', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Exports: the users after `beforeId` (newest first), `limit` at a time (keyset paging). */
export function userRowsAfter(db: DB, beforeId: number | null, limit: number) {
  let query = userRowsQuery(db, undefined).select(ROW_COLUMNS);
  if (beforeId !== null) query = query.where('u.userId', '<', beforeId);
  return query.orderBy('u.userId', 'desc').limit(limit).execute();
}

export async function countUsers(db: DB, search?: string): Promise<number> {
  const row = await userRowsQuery(db, search).select(countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAdmins(db: Executor, exceptUserId?: number): Promise<number> {
  let query = db
    .selectFrom('app_user')
    .select(countAll().as('n'))
    .where('userRoleId', 'in', [...ADMIN_ROLES]);
  if (exceptUserId !== undefined) query = query.where('userId', '<>', exceptUserId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the admin accounts until the transaction ends: a no-op update takes the row locks on PostgreSQL
 * (SQLite serialises writers anyway), so two admins deleting each other at once cannot both succeed and
 * leave the site without an admin. Portable, unlike SELECT … FOR UPDATE.
 */
export async function lockAdminRows(trx: Transaction<Database>) {
  await trx
    .updateTable('app_user')
    .set((eb) => ({ userRoleId: eb.ref('userRoleId') }))
    .where('userRoleId', 'in', [...ADMIN_ROLES])
    .execute();
}

export interface UserChanges {
  userRoleId?: number;
  fullName: string;
  email: string;
  mobile: string | null;
  dateOfBirth: string | null;
  address: string | null;
  imagePath?: string | null;
  passwordHash?: string;
}

export async function updateUserDetails(db: Executor, userId: number, changes: UserChanges, updatedBy: number) {
  await db
    .updateTable('app_user')
    .set({ ...changes, email: changes.email.trim().toLowerCase(), lastUpdatedBy: updatedBy, lastUpdated: nowIso() })
    .where('userId', '=', userId)
    .execute();
}

/**
 * Removes an account and everything that is only its own, children first, inside the caller's transaction.
 * The foreign keys would cascade too; writing it out keeps the delete correct even on a table added later
 * without a cascade, and makes the order explicit. Sessions go with it, so the user's token is dead at once.
 * Issued certificates go too: they are personal data tied to the account (migration 0005).
 */
export async function deleteUserData(trx: Transaction<Database>, userId: number) {
  const attempts = trx.selectFrom('quiz_attempt').select('quizResponseInitialId').where('userId', '=', userId);
  await trx.deleteFrom('auth_session').where('userId', '=', userId).execute();
  await trx.deleteFrom('password_reset').where('userId', '=', userId).execute();
  await trx.deleteFrom('login_history').where('userId', '=', userId).execute();
  await trx.deleteFrom('exam_accommodation').where('userId', '=', userId).execute();
  await trx.deleteFrom('issued_certificate').where('userId', '=', userId).execute();
  await trx.deleteFrom('quiz_answer').where('quizResponseInitialId', 'in', attempts).execute();
  await trx.deleteFrom('quiz_attempt').where('userId', '=', userId).execute();
  await trx.deleteFrom('payment').where('userId', '=', userId).execute();
  const deleted = await trx.deleteFrom('app_user').where('userId', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Deletes a profile picture nobody else shows (only /upload/profile/ files: other uploads have other owners). */
export async function deleteUnusedProfileImage(db: Executor, path: string | null) {
  if (!path?.startsWith('/upload/profile/')) return;
  await db
    .deleteFrom('uploaded_file')
    .where('path', '=', path)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('app_user').select('userId').where('imagePath', '=', path))))
    .execute();
}

export async function uploadExists(db: DB, path: string): Promise<boolean> {
  const row = await db.selectFrom('uploaded_file').select('fileId').where('path', '=', path).executeTakeFirst();
  return row !== undefined;
}
