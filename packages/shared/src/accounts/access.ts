// Roles and menus: who sees which screen (spec 000 §2 Roles, Menus; §9 default roles and menus).
import { z } from 'zod';
import { ID_MAX, idParam, optionalText, requiredText } from '../common/schemas.js';

export const ROLE = { Admin: 1, Student: 2, SuperAdmin: 3 } as const;
export const ADMIN_ROLES: readonly number[] = [ROLE.Admin, ROLE.SuperAdmin];
export const isAdminRole = (roleId: number): boolean => ADMIN_ROLES.includes(roleId);

export const DEFAULT_ROLES = [
  { userRoleId: ROLE.Admin, roleName: 'Admin', displayName: 'Admin', roleDesc: 'Runs the site' },
  { userRoleId: ROLE.Student, roleName: 'Student', displayName: 'Candidate', roleDesc: 'Takes assessments' },
  {
    userRoleId: ROLE.SuperAdmin,
    roleName: 'SuperAdmin',
    displayName: 'Super Admin',
    roleDesc: 'Site-level administration',
  },
] as const;

const A = ROLE.Admin,
  S = ROLE.Student,
  SA = ROLE.SuperAdmin;
/** The 17 default menus; ids are stable so that seeds stay idempotent. */
export const DEFAULT_MENUS = [
  { appMenuId: 1, menuTitle: 'Dashboard', url: '/dashboard', iconClass: 'Dashboard', sortOrder: 1, roles: [A, S, SA] },
  {
    appMenuId: 2,
    menuTitle: 'Assessments',
    url: '/quiz/topics',
    iconClass: 'Assignment',
    sortOrder: 2,
    roles: [A, SA],
  },
  { appMenuId: 3, menuTitle: 'Questions', url: '/question/quizes', iconClass: 'Quiz', sortOrder: 3, roles: [A, SA] },
  {
    appMenuId: 4,
    menuTitle: 'Category',
    url: '/question/category',
    iconClass: 'Category',
    sortOrder: 4,
    roles: [A, SA],
  },
  {
    appMenuId: 5,
    menuTitle: 'Examine & Reports',
    url: '/report/admin',
    iconClass: 'FactCheck',
    sortOrder: 5,
    roles: [A, SA],
  },
  { appMenuId: 6, menuTitle: 'Reports', url: '/report/students', iconClass: 'Assessment', sortOrder: 6, roles: [S] },
  {
    appMenuId: 7,
    menuTitle: 'Analytics',
    url: '/report/analysis',
    iconClass: 'Insights',
    sortOrder: 7,
    roles: [A, SA],
  },
  {
    appMenuId: 8,
    menuTitle: 'Certificate Template',
    url: '/report/template',
    iconClass: 'WorkspacePremium',
    sortOrder: 8,
    roles: [A, SA],
  },
  { appMenuId: 9, menuTitle: 'Users', url: '/user/users', iconClass: 'People', sortOrder: 9, roles: [A, SA] },
  {
    appMenuId: 10,
    menuTitle: 'Roles',
    url: '/user/roles',
    iconClass: 'AdminPanelSettings',
    sortOrder: 10,
    roles: [A, SA],
  },
  { appMenuId: 11, menuTitle: 'Menus', url: '/menu/menus', iconClass: 'Menu', sortOrder: 11, roles: [A, SA] },
  {
    appMenuId: 12,
    menuTitle: 'Plans',
    url: '/settings/plans',
    iconClass: 'CardMembership',
    sortOrder: 12,
    roles: [A, SA],
  },
  {
    appMenuId: 13,
    menuTitle: 'Payments',
    url: '/settings/payments',
    iconClass: 'Payments',
    sortOrder: 13,
    roles: [A, SA],
  },
  {
    appMenuId: 14,
    menuTitle: 'App Settings',
    url: '/settings/appSettings',
    iconClass: 'Settings',
    sortOrder: 14,
    roles: [A, SA],
  },
  { appMenuId: 15, menuTitle: 'FAQ', url: '/settings/faq', iconClass: 'HelpOutline', sortOrder: 15, roles: [A, SA] },
  {
    appMenuId: 16,
    menuTitle: 'Contacts',
    url: '/settings/contacts',
    iconClass: 'ContactMail',
    sortOrder: 16,
    roles: [A, SA],
  },
  // Issue 20: every mail of the site (the outbox), for admins only; added to existing sites by migration 0014.
  {
    appMenuId: 17,
    menuTitle: 'Mail Log',
    url: '/settings/mailLog',
    iconClass: 'MarkEmailRead',
    sortOrder: 17,
    roles: [A, SA],
  },
] as const;

/** Icon names an admin may choose for a menu; the web maps each to a Material icon. */
export const MENU_ICONS = [
  'Dashboard',
  'Assignment',
  'Quiz',
  'Category',
  'FactCheck',
  'Assessment',
  'Insights',
  'WorkspacePremium',
  'People',
  'AdminPanelSettings',
  'Menu',
  'CardMembership',
  'Payments',
  'Settings',
  'HelpOutline',
  'ContactMail',
  'MarkEmailRead',
  'School',
  'Description',
  'Event',
  'Folder',
  'Link',
  'Star',
] as const;

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

// ---------------------------------------------------------------- the signed-in user's drawer

export const sidebarMenuItem = z.object({
  appMenuId: z.number(),
  menuTitle: z.string(),
  url: z.string(),
  iconClass: z.string(),
  orderNo: z.number(),
});
export type SidebarMenuItem = z.infer<typeof sidebarMenuItem>;
export const roleIdParams = z.object({ roleId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }) });
