import { randomBytes } from 'node:crypto';
import type { DB } from './database.js';

/**
 * A secret generated on first start and kept in the database, so every instance that shares the
 * database signs and verifies with the same key and restarts keep sessions valid.
 */
export async function persistentSecret(db: DB, name: string): Promise<string> {
  await db
    .insertInto('app_secret')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
