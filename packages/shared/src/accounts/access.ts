// Roles and menus: who sees which screen (spec 000 §2 Roles, Menus; §9 default roles and menus).
import { z } from 'zod';
import { ID_MAX, idParam, optionalText, requiredText } from '../common/schemas.js';
import { MENU_ICONS } from './defaultMenus.js';

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
