import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import * as roles from './roleRepository.js';

/** Attempts at a free id when concurrent creates pick the same max + 1 (each retry loses to one winner). */
const ID_ATTEMPTS = 20;

/**
 * CreateUserRole: the name is unique ignoring case and surrounding spaces (duplicateRoleName). The
 * unique roleName column is the last guard: a violation there means a concurrent create took the name,
 * one on the primary key means it took the id, and we try the next id.
 */
export async function createRole(db: DB, role: roles.RoleFields, userId: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    if (await roles.roleNameTaken(db, role.roleName)) refuse('duplicateRoleName');
    try {
      return await db.transaction().execute((trx) => roles.insertRoleWithNextId(trx, role, userId));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The name check at the top of the loop tells a taken name from a taken id.
      if (attempt >= ID_ATTEMPTS && !(await roles.roleNameTaken(db, role.roleName))) throw error;
    }
  }
}

export async function updateRole(
  db: DB,
  userRoleId: number,
  fields: Pick<roles.RoleFields, 'displayName' | 'roleDesc'>,
  userId: number,
) {
  if (!(await roles.updateRole(db, userRoleId, fields, userId))) notFound();
}

/** Default roles stay (the app relies on them); a role held by users stays (they would lose their role). */
export async function deleteRole(db: DB, userRoleId: number) {
  const role = (await roles.findRole(db, userRoleId)) ?? notFound();
  if (role.isDefault === 1) refuse('defaultItemNotDeletable');
  const inUse = async () => {
    const count = await roles.countUsersInRole(db, userRoleId);
    if (count > 0) refuse('roleInUse', { count });
  };
  await inUse();
  try {
    if (!(await roles.deleteRole(db, userRoleId))) notFound();
  } catch (error) {
    // A user given this role between the count and the delete trips the foreign key: say why, not 500.
    await inUse();
    throw error;
  }
}
