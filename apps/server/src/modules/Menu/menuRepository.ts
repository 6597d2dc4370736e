import type { DB } from '../../db/database.js';

/** The menus assigned to a role, in their order. */
export function sidebarMenus(db: DB, roleId: number) {
  return db
    .selectFrom('app_menu as m')
    .innerJoin('role_menu as rm', 'rm.appMenuId', 'm.appMenuId')
    .select(['m.appMenuId', 'm.menuTitle', 'm.url', 'm.iconClass', 'm.sortOrder as orderNo'])
    .where('rm.userRoleId', '=', roleId)
    .orderBy('m.sortOrder')
    .execute();
}
