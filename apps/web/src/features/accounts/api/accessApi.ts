import type { MenuInput, MenuRow, RoleMenuRow, RoleRow } from '@assessly/shared';
import { del, get, post, put } from '../../../api/client';

export type Message = { responseMsg: string; params?: Record<string, string | number> };
export type SavedRole = Message & { userRoleId: number };
export type SavedMenu = Message & { appMenuId: number };
export interface RoleFields {
  roleName: string;
  displayName: string;
  roleDesc: string | null;
}

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
  roles: () => get<RoleRow[]>('/User/GetUserRoleList'),
  createRole: (role: RoleFields) => post<SavedRole>('/User/CreateUserRole', role),
  updateRole: (userRoleId: number, role: Omit<RoleFields, 'roleName'>) =>
    put<SavedRole>('/User/UpdateUserRole', { userRoleId, ...role }),
  deleteRole: (id: number) => del<Message>(`/User/DeleteSingleRole/${id}`),

  menus: () => get<MenuRow[]>('/Menu/GetMenuList'),
  createMenu: (menu: MenuInput) => post<SavedMenu>('/Menu/CreateMenu', menu),
  updateMenu: (appMenuId: number, menu: MenuInput) => put<SavedMenu>('/Menu/UpdateMenu', { ...menu, appMenuId }),
  deleteMenu: (id: number) => del<Message>(`/Menu/DeleteSingleMenu/${id}`),

  roleMenus: (userRoleId: number) => get<RoleMenuRow[]>(`/Menu/GetAllMenu/${userRoleId}`),
  assignMenus: (userRoleId: number, menuId: number[]) => post<Message>('/Menu/MenuAssign', { userRoleId, menuId }),
};
