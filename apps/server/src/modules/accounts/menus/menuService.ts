import type { MenuInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { findRole } from '../roles/roleRepository.js';
import * as menus from './menuRepository.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec 000 §5 "Menu form": title, url and order number unique, refused in that order. */
async function refuseDuplicates(db: DB, menu: MenuInput, exceptId: number | null) {
  const others = await menus.conflictingMenus(db, menu, exceptId);
  if (others.some((m) => same(m.menuTitle, menu.menuTitle))) refuse('duplicateMenuTitle');
  if (others.some((m) => same(m.url, menu.url))) refuse('duplicateUrl');
  if (others.some((m) => m.sortOrder === menu.sortOrder)) refuse('duplicateOrderNo');
}

/**
 * The unique indexes of app_menu are the last guard (a concurrent save between our check and our write):
 * their violation is answered with the message the check gives now, never a 500.
 */
async function guarded<T>(db: DB, menu: MenuInput, exceptId: number | null, write: () => Promise<T>): Promise<T> {
  await refuseDuplicates(db, menu, exceptId);
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseDuplicates(db, menu, exceptId);
    // Not reproducible any more (the other row changed again): still a duplicate, say the first rule.
    return refuse('duplicateMenuTitle');
  }
}

export function createMenu(db: DB, menu: MenuInput, userId: number): Promise<number> {
  return guarded(db, menu, null, () => menus.insertMenu(db, menu, userId));
}

export async function updateMenu(db: DB, appMenuId: number, menu: MenuInput, userId: number) {
  if (!(await menus.findMenu(db, appMenuId))) notFound();
  const found = await guarded(db, menu, appMenuId, () => menus.updateMenu(db, appMenuId, menu, userId));
  if (!found) notFound();
}

/** Default menus stay; a custom menu goes with every role's assignment of it. */
export async function deleteMenu(db: DB, appMenuId: number) {
  const menu = (await menus.findMenu(db, appMenuId)) ?? notFound();
  if (menu.isDefault) refuse('defaultItemNotDeletable');
  if (!(await menus.deleteMenu(db, appMenuId))) notFound();
}

export async function menusOfRole(db: DB, userRoleId: number) {
  if (!(await findRole(db, userRoleId))) notFound();
  return menus.roleMenus(db, userRoleId);
}

/**
 * MenuAssign: the role's drawer becomes exactly these menus. An admin may even take Roles or Menus away
 * from an admin role: the drawer only lists links, access to every screen and call is enforced by the
 * server from the role, so those screens stay reachable by their URL (/user/roles, /menu/menus) and the
 * assignment can be put back.
 */
export async function assignMenus(db: DB, userRoleId: number, menuIds: number[], userId: number) {
  if (!(await findRole(db, userRoleId))) notFound();
  const wanted = [...new Set(menuIds)];
  const known = await menus.existingMenuIds(db, wanted);
  if (wanted.some((id) => !known.has(id))) invalidField('menuId', 'unknownMenu');
  try {
    await menus.replaceRoleMenus(db, userRoleId, wanted, userId);
  } catch (error) {
    // A menu deleted between the check and the write trips the foreign key: the same 400 as above.
    if ((await menus.existingMenuIds(db, wanted)).size !== wanted.length) invalidField('menuId', 'unknownMenu');
    throw error;
  }
}
