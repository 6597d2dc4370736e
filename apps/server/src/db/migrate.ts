import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/** Runs pending migrations. Kysely's migrator holds a lock table row, so concurrent instances wait in turn. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
