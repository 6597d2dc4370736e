import type { SingleUser, UserInfo } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('app_user').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: DB, userId: number) {
  return db.selectFrom('app_user').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function insertUser(
  db: DB,
  user: { fullName: string; email: string; passwordHash: string; userRoleId: number; addedBy: number | null },
) {
  const row = await db
    .insertInto('app_user')
    .values({
      ...user,
      email: user.email.trim().toLowerCase(),
      mobile: null,
      imagePath: null,
      dateOfBirth: null,
      address: null,
      isDemo: 0,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return row.userId;
}

export async function updatePasswordHash(db: DB, userId: number, passwordHash: string) {
  await db
    .updateTable('app_user')
    .set({ passwordHash, lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('userId', '=', userId)
    .execute();
}

/** User info of spec 000 §3: the user, the role, and the plan cycle of the latest payment. */
export async function loadUserInfo(db: DB, userId: number): Promise<UserInfo | undefined> {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('user_role as r', 'r.userRoleId', 'u.userRoleId')
    .select([
      'u.userId',
      'u.email',
      'u.fullName',
      'u.imagePath',
      'u.userRoleId',
      'u.isDemo',
      'r.roleName',
      'r.displayName',
    ])
    .where('u.userId', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const payment = await db
    .selectFrom('payment')
    .select([
      'paymentId',
      'title',
      'startDate',
      'endDate',
      'assessmentCount',
      'responseAllAssessmentCount',
      'responsePerAssessmentCount',
    ])
    .where('userId', '=', userId)
    .orderBy('endDate', 'desc')
    .orderBy('paymentId', 'desc')
    .executeTakeFirst();
  return {
    userId: user.userId,
    email: user.email,
    fullName: user.fullName,
    imagePath: user.imagePath,
    roleName: user.roleName,
    displayName: user.displayName,
    userRoleId: user.userRoleId,
    planName: payment?.title ?? null,
    planStartDate: payment?.startDate ?? null,
    planExpiryDate: payment?.endDate ?? null,
    isPlanExpired: payment && payment.endDate < nowIso() ? 'true' : 'false',
    assessmentCount: payment?.assessmentCount ?? null,
    responseAllAssessmentCount: payment?.responseAllAssessmentCount ?? null,
    responsePerAssessmentCount: payment?.responsePerAssessmentCount ?? null,
    paymentId: payment?.paymentId ?? null,
    isDemo: user.isDemo === 1,
  };
}

/** GetSingleUser: the user info plus the profile's own fields (mobile, date of birth, address). */
export async function loadSingleUser(db: DB, userId: number): Promise<SingleUser | undefined> {
  const info = await loadUserInfo(db, userId);
  if (!info) return undefined;
  const details = await db
    .selectFrom('app_user')
    .select(['mobile', 'dateOfBirth', 'address'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!details) return undefined;
  return { ...info, ...details };
}
