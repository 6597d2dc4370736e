import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { persistentSecret } from './db/secrets.js';
import { seedDefaults, seedDemo } from './db/seed.js';

/** Opens the database, migrates it under the migrator's lock, seeds it, and finds the signing secret. */
export async function prepareDatabase(config: Config): Promise<{ database: DatabaseHandle; jwtSecret: string }> {
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  await seedDefaults(database.db);
  if (config.seedDemo) await seedDemo(database.db);
  const jwtSecret = config.JWT_SECRET ?? (await persistentSecret(database.db, 'jwt'));
  return { database, jwtSecret };
}
