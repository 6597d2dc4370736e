import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: the Mail log screen (/settings/mailLog) in the drawer of the Admin (1) and SuperAdmin (3)
 * roles of sites that already exist. The seed adds its default menus only to an empty menu table, so
 * without this row an existing site would never show the screen. A fresh database is left alone here
 * (the seed that runs after the migrations writes all default menus, this one included), and so is a
 * site whose admins already made a menu of that title or url. The order number goes after the last one,
 * so it cannot collide with a menu an admin added.
 */
const MENU = { menuTitle: 'Mail Log', url: '/settings/mailLog', iconClass: 'MarkEmailRead' };
const ROLES = [1, 3];

export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await db.selectFrom('app_menu').select('appMenuId').where('isDefault', '=', 1).limit(1).execute();
  if (seeded.length === 0) return;
  const taken = await db
    .selectFrom('app_menu')
    .select('appMenuId')
    .where((eb) =>
      eb.or([
        eb(sql`lower(trim(${sql.ref('menuTitle')}))`, '=', MENU.menuTitle.toLowerCase()),
        eb(sql`lower(trim(${sql.ref('url')}))`, '=', MENU.url.toLowerCase()),
      ]),
    )
    .execute();
  if (taken.length > 0) return;
  const last = await db
    .selectFrom('app_menu')
    .select((eb) => eb.fn.max<number>('sortOrder').as('n'))
    .executeTakeFirst();
  const now = new Date().toISOString();
  await db
    .insertInto('app_menu')
    .values({
      ...MENU,
      sortOrder: Number(last?.n ?? 0) + 1,
      isDefault: 1,
      dateAdded: now,
      addedBy: null,
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .execute();
  const menu = await db
    .selectFrom('app_menu')
    .select('appMenuId')
    .where('url', '=', MENU.url)
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_role').select('userRoleId').where('userRoleId', 'in', ROLES).execute();
  for (const role of roles) {
    await db
      .insertInto('role_menu')
      .values({ userRoleId: role.userRoleId, appMenuId: menu.appMenuId, addedBy: null, dateAdded: now })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // role_menu rows go with the menu (ON DELETE CASCADE).
  await db.deleteFrom('app_menu').where('url', '=', MENU.url).execute();
}
