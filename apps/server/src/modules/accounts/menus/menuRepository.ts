import type { MenuInput, MenuRow, RoleMenuRow } from '@assessly/shared';
import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

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

const menuColumns = ['m.appMenuId', 'm.menuTitle', 'm.url', 'm.sortOrder', 'm.iconClass', 'm.isDefault'] as const;
const toRow = <T extends { isDefault: number }>(r: T) => ({ ...r, isDefault: r.isDefault === 1 });

/** Every menu by its order number. */
export async function listMenus(db: DB): Promise<MenuRow[]> {
  const rows = await db.selectFrom('app_menu as m').select(menuColumns).orderBy('m.sortOrder').execute();
  return rows.map(toRow);
}

export async function findMenu(db: DB, appMenuId: number): Promise<MenuRow | undefined> {
  const row = await db
    .selectFrom('app_menu as m')
    .select(menuColumns)
    .where('m.appMenuId', '=', appMenuId)
    .executeTakeFirst();
  return row && toRow(row);
}

/**
 * Other menus that share the title or url (ignoring case and surrounding spaces) or the order number of
 * `menu`: the caller decides which message comes first.
 */
export function conflictingMenus(db: DB, menu: MenuInput, exceptId: number | null) {
  const lowerTrim = (column: 'menuTitle' | 'url') => sql<string>`lower(trim(${sql.ref(column)}))`;
  let query = db
    .selectFrom('app_menu')
    .select(['appMenuId', 'menuTitle', 'url', 'sortOrder'])
    .where((eb) =>
      eb.or([
        eb(lowerTrim('menuTitle'), '=', menu.menuTitle.trim().toLowerCase()),
        eb(lowerTrim('url'), '=', menu.url.trim().toLowerCase()),
        eb('sortOrder', '=', menu.sortOrder),
      ]),
    );
  if (exceptId !== null) query = query.where('appMenuId', '<>', exceptId);
  return query.execute();
}

const menuValues = (menu: MenuInput) => ({
  menuTitle: menu.menuTitle.trim(),
  url: menu.url.trim(),
  sortOrder: menu.sortOrder,
  iconClass: menu.iconClass,
});

export async function insertMenu(db: DB, menu: MenuInput, userId: number): Promise<number> {
  const row = await db
    .insertInto('app_menu')
    .values({
      ...menuValues(menu),
      isDefault: 0,
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('appMenuId')
    .executeTakeFirstOrThrow();
  return row.appMenuId;
}

/** Answers whether the menu existed. */
export async function updateMenu(db: DB, appMenuId: number, menu: MenuInput, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('app_menu')
    .set({ ...menuValues(menu), lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('appMenuId', '=', appMenuId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a custom menu and every role's assignment of it (one transaction); answers whether it went. */
export function deleteMenu(db: DB, appMenuId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_menu').where('appMenuId', '=', appMenuId).execute();
    const result = await trx
      .deleteFrom('app_menu')
      .where('appMenuId', '=', appMenuId)
      .where('isDefault', '=', 0)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** GetAllMenu: every menu by order number, and whether the role has it. */
export async function roleMenus(db: DB, userRoleId: number): Promise<RoleMenuRow[]> {
  const rows = await db
    .selectFrom('app_menu as m')
    .leftJoin('role_menu as rm', (join) =>
      join.onRef('rm.appMenuId', '=', 'm.appMenuId').on('rm.userRoleId', '=', userRoleId),
    )
    .select(menuColumns)
    .select('rm.userRoleId as assignedTo')
    .orderBy('m.sortOrder')
    .execute();
  return rows.map((r) => ({
    appMenuId: r.appMenuId,
    menuTitle: r.menuTitle,
    url: r.url,
    sortOrder: r.sortOrder,
    iconClass: r.iconClass,
    isDefault: r.isDefault === 1,
    isSelected: r.assignedTo !== null,
  }));
}

/** Which of these ids name a menu. */
export async function existingMenuIds(db: DB, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('app_menu').select('appMenuId').where('appMenuId', 'in', ids).execute();
  return new Set(rows.map((r) => r.appMenuId));
}

/** MenuAssign: the role's menus become exactly `menuIds`, in one transaction. */
export function replaceRoleMenus(db: DB, userRoleId: number, menuIds: number[], userId: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_menu').where('userRoleId', '=', userRoleId).execute();
    if (menuIds.length === 0) return;
    const dateAdded = nowIso();
    await trx
      .insertInto('role_menu')
      .values(menuIds.map((appMenuId) => ({ userRoleId, appMenuId, addedBy: userId, dateAdded })))
      .execute();
  });
}
