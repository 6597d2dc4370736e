import { z } from 'zod';
import { ADMIN_PAYMENT_MODES, MENU_ICONS, PAYMENT_MODES } from '../constants.js';
import { ID_MAX, emailField, idParam, passwordField, requiredText } from './common.js';
import { userInfoSchema } from './auth.js';

/** Paged answers of spec 000 §7: `responseMsg` holds the page's rows, `count` all rows. */
export const pagedList = <T extends z.ZodTypeAny>(row: T) => z.object({ responseMsg: z.array(row), count: z.number() });

/** Optional text fields of forms: '' and null become null. */
export const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, { error: 'tooLong' }), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A calendar date (YYYY-MM-DD) or nothing; used by date of birth. */
export const optionalDate = () =>
  z
    .union([z.string().trim().max(10), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
      error: 'invalidDate',
    });

// ---------------------------------------------------------------- users (spec 000 §2 Users list, §3 User)

/** A row of the Users list and the GetSingleUser answer for the user dialog. Never a password or hash. */
export const userRowSchema = z.object({
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
export type CreateUserFormValues = z.input<typeof createUserRequest>;

/** UpdateUser: the person's details; an empty password keeps the current one. */
export const updateUserRequest = z.object({
  userId: idParam(),
  ...userFields,
  password: z.union([z.literal(''), passwordField()]).optional(),
});
export type UpdateUserRequest = z.output<typeof updateUserRequest>;
export type UpdateUserFormValues = z.input<typeof updateUserRequest>;

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
export type UpdateProfileFormValues = z.input<typeof updateProfileRequest>;

/** Upload answers (profile image, logo, favicon, landing pictures): where the file is served. */
export const uploadAnswer = z.object({ dbPath: z.string() });

/**
 * RenewPlan (spec 000 §7). From the Users screen an admin renews a user's plan with Offline or N/A;
 * paid renewals by the candidate arrive with the billing issue. userEmail names the user.
 */
export const renewPlanRequest = z.object({
  addedBy: z.number().optional(),
  transactionEmail: z.string().max(254).nullish(),
  userEmail: emailField(),
  stripeSessionId: z.string().max(300).nullish(),
  billingPlanId: z.coerce
    .number({ error: 'required' })
    .int()
    .positive({ error: 'required' })
    .max(ID_MAX, { error: 'tooLarge' }),
  paymentMode: z.enum(PAYMENT_MODES, { error: 'required' }),
  transactionDetail: optionalText(500),
});
export type RenewPlanRequest = z.output<typeof renewPlanRequest>;
export type RenewPlanFormValues = z.input<typeof renewPlanRequest>;
export const ADMIN_PAYMENT_MODE_OPTIONS = ADMIN_PAYMENT_MODES;

// ---------------------------------------------------------------- roles

export const roleRowSchema = z.object({
  userRoleId: z.number(),
  roleName: z.string(),
  displayName: z.string(),
  roleDesc: z.string().nullable(),
  isDefault: z.boolean(),
  usersCount: z.number(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const createRoleRequest = z.object({
  roleName: requiredText().max(50, { error: 'tooLong' }),
  displayName: requiredText().max(100, { error: 'max100characters' }),
  roleDesc: optionalText(300),
});
export type CreateRoleFormValues = z.input<typeof createRoleRequest>;
/** UpdateUserRole: the role name is read-only on edit (ignored if sent). */
export const updateRoleRequest = createRoleRequest.extend({
  userRoleId: idParam(),
  roleName: z.string().max(50).optional(),
});
export type UpdateRoleFormValues = z.input<typeof updateRoleRequest>;
/** CreateUserRole / UpdateUserRole answers: the message key and the role's id. */
export const roleSavedResponse = z.object({ responseMsg: z.string(), userRoleId: z.number() });

// ---------------------------------------------------------------- menus

export const menuRowSchema = z.object({
  appMenuId: z.number(),
  menuTitle: z.string(),
  url: z.string(),
  sortOrder: z.number(),
  iconClass: z.string(),
  isDefault: z.boolean(),
});
export type MenuRow = z.infer<typeof menuRowSchema>;

/** Menu form (spec 000 §5): all required, order number an integer above 0; url an app path. */
export const menuInput = z.object({
  appMenuId: idParam().optional(),
  menuTitle: requiredText().max(60, { error: 'tooLong' }),
  url: requiredText()
    .max(200, { error: 'tooLong' })
    .regex(/^\/[A-Za-z0-9/_\-?=&.]*$/, { error: 'menuUrlInvalid' }),
  sortOrder: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'required' })
      .int({ error: 'positiveInteger' })
      .positive({ error: 'positiveInteger' })
      .max(100_000, { error: 'tooLarge' }),
  ),
  // One of MENU_ICONS (the web maps each to a Material icon); anything else is a 400.
  iconClass: requiredText().refine((v) => (MENU_ICONS as readonly string[]).includes(v), { error: 'menuIconInvalid' }),
});
export type MenuInput = z.output<typeof menuInput>;
export type MenuFormValues = z.input<typeof menuInput>;
/** UpdateMenu: the form's fields and the menu's id. */
export const updateMenuRequest = menuInput.extend({ appMenuId: idParam() });
/** CreateMenu / UpdateMenu answers: the message key and the menu's id. */
export const menuSavedResponse = z.object({ responseMsg: z.string(), appMenuId: z.number() });

/** GetAllMenu/{roleId}: every menu with whether the role has it. */
export const roleMenuRowSchema = menuRowSchema.extend({ isSelected: z.boolean() });
export type RoleMenuRow = z.infer<typeof roleMenuRowSchema>;

/**
 * MenuAssign (spec: menuId, userRoleId, addedBy): menuId is the full set of the role's menus, as a list
 * or comma-separated text; it replaces the role's assignment. addedBy comes from the token.
 */
export const menuAssignRequest = z.object({
  userRoleId: idParam(),
  menuId: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number)
        : typeof v === 'number'
          ? [v]
          : v,
    z.array(z.number().int().positive().max(ID_MAX, { error: 'tooLarge' })).max(500),
  ),
  addedBy: z.number().optional(),
});
export type MenuAssignRequest = z.input<typeof menuAssignRequest>;
