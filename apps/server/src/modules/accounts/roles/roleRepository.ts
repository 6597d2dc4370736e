import type { RoleRow } from '@assessly/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll, nowIso } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

export interface RoleFields {
  roleName: string;
  displayName: string;
  roleDesc: string | null;
}

/** Every role in id order (the defaults first) with the number of users holding it: one grouped query. */
export async function listRoles(db: DB): Promise<RoleRow[]> {
  const rows = await db
    .selectFrom('user_role as r')
    .leftJoin('app_user as u', 'u.userRoleId', 'r.userRoleId')
    .select([
      'r.userRoleId',
      'r.roleName',
      'r.displayName',
      'r.roleDesc',
      'r.isDefault',
      // count(column) skips the NULL row the left join gives a role without users.
      sql<number>`cast(count(${sql.ref('u.userId')}) as integer)`.as('usersCount'),
    ])
    .groupBy(['r.userRoleId', 'r.roleName', 'r.displayName', 'r.roleDesc', 'r.isDefault'])
    .orderBy('r.userRoleId')
    .execute();
  return rows.map((r) => ({ ...r, isDefault: r.isDefault === 1, usersCount: Number(r.usersCount) }));
}

export function findRole(db: DB, userRoleId: number) {
  return db
    .selectFrom('user_role')
    .select(['userRoleId', 'roleName', 'displayName', 'isDefault'])
    .where('userRoleId', '=', userRoleId)
    .executeTakeFirst();
}

/** Is the name taken by another role, ignoring case and surrounding spaces? */
export async function roleNameTaken(db: DB, roleName: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_role')
    .select('userRoleId')
    .where(sql<string>`lower(trim(${sql.ref('roleName')}))`, '=', roleName.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a role with the next free id. user_role.userRoleId has no sequence (the default roles keep the
 * fixed ids 1 to 3), so the id is max + 1 read inside the caller's transaction; a concurrent insert of the
 * same id fails on the primary key and the caller retries.
 */
export async function insertRoleWithNextId(trx: Transaction<Database>, role: RoleFields, userId: number) {
  const { maxId } = await trx
    .selectFrom('user_role')
    .select(sql<number | null>`max(${sql.ref('userRoleId')})`.as('maxId'))
    .executeTakeFirstOrThrow();
  const userRoleId = Number(maxId ?? 0) + 1;
  await trx
    .insertInto('user_role')
    .values({
      userRoleId,
      roleName: role.roleName.trim(),
      displayName: role.displayName.trim(),
      roleDesc: role.roleDesc,
      isDefault: 0,
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .execute();
  return userRoleId;
}

/** Display name and description only: the role name is read-only once created. Answers whether it existed. */
export async function updateRole(
  db: DB,
  userRoleId: number,
  fields: Pick<RoleFields, 'displayName' | 'roleDesc'>,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('user_role')
    .set({
      displayName: fields.displayName.trim(),
      roleDesc: fields.roleDesc,
      lastUpdatedBy: userId,
      lastUpdated: nowIso(),
    })
    .where('userRoleId', '=', userRoleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUsersInRole(db: DB, userRoleId: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select(countAll().as('n'))
    .where('userRoleId', '=', userRoleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a role that is not a default one, with its menu assignment; answers whether a row went. */
export async function deleteRole(db: DB, userRoleId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_menu').where('userRoleId', '=', userRoleId).execute();
    const result = await trx
      .deleteFrom('user_role')
      .where('userRoleId', '=', userRoleId)
      .where('isDefault', '=', 0)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
