import type { SingleUser, UserInfo } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom('app_user').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: DB, userId: number) {
  return db.selectFrom('app_user').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** A new account: who it is, its role and password hash; details (mobile, birth date, address) when known. */
export interface NewUser {
  userRoleId: number;
  fullName: string;
  email: string;
  passwordHash: string;
  addedBy: number | null;
  mobile?: string | null;
  dateOfBirth?: string | null;
  address?: string | null;
  /** The public demo accounts (spec 000 §2): they cannot be deleted or have their password changed. */
  isDemo?: boolean;
}

/** The one insert of an account (registration, admin, create-admin, demo seed); the e-mail is stored lower-case. */
export async function insertUser(db: DB, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('app_user')
    .values({
      userRoleId: user.userRoleId,
      fullName: user.fullName,
      email: user.email.trim().toLowerCase(),
      passwordHash: user.passwordHash,
      mobile: user.mobile ?? null,
      imagePath: null,
      dateOfBirth: user.dateOfBirth ?? null,
      address: user.address ?? null,
      isDemo: user.isDemo ? 1 : 0,
      addedBy: user.addedBy,
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
