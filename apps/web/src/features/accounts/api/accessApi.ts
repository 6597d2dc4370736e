import { type CreateRoleFormValues, type MenuInput, accountsRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/**
 * Query keys of the Roles and Menus screens. `sidebar` is the drawer's key (shell/DrawerMenu.tsx): menu
 * writes invalidate it so the admin's own drawer updates at once; others get it at their next page load.
 */
export const accessKeys = {
  roles: ['userRoles'] as const,
  menus: ['menuList'] as const,
  roleMenus: (userRoleId: number) => ['roleMenus', userRoleId] as const,
  allRoleMenus: ['roleMenus'] as const,
  sidebar: ['sidebarMenu'] as const,
};

/** Typed calls of spec 000 §7 "Roles" and "Menus". */
export const accessApi = {
  roles: () => call(accountsRefs.GetUserRoleList),
  createRole: (role: CreateRoleFormValues) => call(accountsRefs.CreateUserRole, { body: role }),
  /** The role name is read-only on edit: only the display name and the description are sent. */
  updateRole: (userRoleId: number, role: Omit<CreateRoleFormValues, 'roleName'>) =>
    call(accountsRefs.UpdateUserRole, { body: { userRoleId, ...role } }),
  deleteRole: (id: number) => call(accountsRefs.DeleteSingleRole, { params: { id } }),

  menus: () => call(accountsRefs.GetMenuList),
  createMenu: (menu: MenuInput) => call(accountsRefs.CreateMenu, { body: menu }),
  updateMenu: (appMenuId: number, menu: MenuInput) => call(accountsRefs.UpdateMenu, { body: { ...menu, appMenuId } }),
  deleteMenu: (id: number) => call(accountsRefs.DeleteSingleMenu, { params: { id } }),

  roleMenus: (userRoleId: number) => call(accountsRefs.GetAllMenu, { params: { id: userRoleId } }),
  assignMenus: (userRoleId: number, menuId: number[]) =>
    call(accountsRefs.MenuAssign, { body: { userRoleId, menuId } }),
};
