// Users and profiles (spec 000 §2 Users, Profile; §3 User), the demo accounts, the login history.
import { z } from 'zod';
import { PAYMENT_MODES } from '../billing/plans.js';
import {
  ID_MAX,
  emailField,
  idParam,
  optionalText,
  pagedList,
  passwordField,
  requiredText,
} from '../common/schemas.js';
import { ROLE } from './roles.js';
import { userInfoSchema } from './auth.js';

/** The public demo accounts of a demo site (SEED_DEMO): shortcut links sign in with them; they are protected. */
export const DEMO_ACCOUNTS = {
  superAdmin: {
    email: 'superadmin@example.com',
    password: 'superadmin1234',
    fullName: 'Sam Super',
    roleId: ROLE.SuperAdmin,
  },
  admin: { email: 'admin@example.com', password: 'admin1234', fullName: 'Ada Admin', roleId: ROLE.Admin },
  candidate: {
    email: 'candidate@example.com',
    password: 'candidate1234',
    fullName: 'Cara Candidate',
    roleId: ROLE.Student,
  },
} as const;

/** A calendar date (YYYY-MM-DD) or nothing; used by date of birth. */
const optionalDate = () =>
  z
    .union([z.string().trim().max(10), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
      error: 'invalidDate',
    });

// ---------------------------------------------------------------- users (spec 000 §2 Users list, §3 User)

/** A row of the Users list and the GetSingleUser answer for the user dialog. Never a password or hash. */
const userRowSchema = z.object({
  userId: z.number(),
  userRoleId: z.number(),
  roleName: z.string(),
  displayName: z.string(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  email: z.string(),
  imagePath: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  /** The latest plan cycle: plan title, interval, payment mode, end date, transaction detail. */
  title: z.string().nullable(),
  interval: z.string().nullable(),
  paymentMode: z.string().nullable(),
  expireyDate: z.string().nullable(),
  transactionDetail: z.string().nullable(),
  billingPlanId: z.number().nullable(),
  isDemo: z.boolean(),
  /** Demo accounts, the signed-in admin and the last admin of the site cannot be deleted. */
  isProtected: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userPage = pagedList(userRowSchema);
/** GetUserList's optional filter: part of the full name or the e-mail (case-insensitive). */
export const userListQuery = z.object({ search: z.string().trim().max(100).optional() });

/**
 * GetSingleUser: the user info of spec 000 §3 plus the profile's own fields (the Profile screen fills its
 * form from it). Never a password or hash.
 */
export const singleUserSchema = userInfoSchema.extend({
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
});
export type SingleUser = z.infer<typeof singleUserSchema>;

const userFields = {
  fullName: requiredText().max(100, { error: 'max100characters' }),
  email: emailField(),
  mobile: optionalText(30),
  dateOfBirth: optionalDate(),
  address: optionalText(300),
};

/**
 * CreateUser: a candidate (role 2) with a first plan cycle. Billing fields exist only when creating.
 * 'Online' passes the schema so that the server can answer the spec's onlinePaymentnotallowed.
 */
export const createUserRequest = z.object({
  ...userFields,
  password: passwordField(),
  billingPlanId: z.coerce
    .number({ error: 'required' })
    .int()
    .positive({ error: 'required' })
    .max(ID_MAX, { error: 'tooLarge' }),
  paymentMode: z.enum(PAYMENT_MODES, { error: 'required' }),
  transactionDetail: optionalText(500),
});
export type CreateUserRequest = z.output<typeof createUserRequest>;

/** UpdateUser: the person's details; an empty password keeps the current one. */
export const updateUserRequest = z.object({
  userId: idParam(),
  ...userFields,
  password: z.union([z.literal(''), passwordField()]).optional(),
});
export type UpdateUserRequest = z.output<typeof updateUserRequest>;

/**
 * UpdateUserProfile: one's own details. The token decides whose profile changes; email is taken
 * only from an admin (spec 000 §2 Profile).
 */
export const updateProfileRequest = z.object({
  userId: z.number().optional(),
  ...userFields,
  // Only a file this site stored and serves (an Upload answer); never an outside address.
  imagePath: optionalText(500).refine((v) => v === null || /^\/upload\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/.test(v), {
    error: 'uploadPathInvalid',
  }),
});
export type UpdateProfileRequest = z.output<typeof updateProfileRequest>;

// ---------------------------------------------------------------- login history

/** Browsing logs: one login session (spec 000 §3 Browsing record). */
const browseRowSchema = z.object({
  loginHistoryId: z.number(),
  fullName: z.string(),
  email: z.string(),
  logInTime: z.string(),
  logOutTime: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  browserVersion: z.string().nullable(),
  platform: z.string().nullable(),
  locationInfo: z.string().nullable(),
});
export type BrowseRow = z.infer<typeof browseRowSchema>;
export const browsePage = pagedList(browseRowSchema);
