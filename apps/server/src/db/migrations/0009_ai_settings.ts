import type { Kysely } from 'kysely';

/** Columns of the AI panel (issue 8): write-only keys, models and base URLs; null falls back to the environment. */
const COLUMNS = ['openAiKey', 'openAiModel', 'openAiBaseUrl', 'geminiKey', 'geminiModel', 'geminiBaseUrl'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of COLUMNS) await db.schema.alterTable('site_settings').addColumn(column, 'text').execute();
  // The usage log is read newest first per admin too (AI Consumption shows everybody's, tests filter by user).
  await db.schema.createIndex('ai_usage_user').on('ai_usage').columns(['userId', 'dateAdded']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ai_usage_user').ifExists().execute();
  for (const column of COLUMNS) await db.schema.alterTable('site_settings').dropColumn(column).execute();
}
