import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Site content of spec 000 (issue 6): FAQ entries, messages from the public contact form and the AI
 * usage log (filled by the AI helpers). Unique keys (trimmed, case-folded) make duplicate titles
 * impossible even under concurrent saves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('faq'), 'faqId')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('titleKey', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .addColumn('lastUpdatedBy', 'integer')
    .addColumn('lastUpdated', 'text')
    .execute();

  await addIdColumn(db, db.schema.createTable('contact_message'), 'contactId')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_message_date').on('contact_message').column('dateAdded').execute();

  await addIdColumn(db, db.schema.createTable('ai_usage'), 'aiUsageId')
    /** The provider's response id (spec 000 §3 "id"). */
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('promptTokens', 'integer', (c) => c.notNull())
    .addColumn('completionTokens', 'integer', (c) => c.notNull())
    .addColumn('totalTokens', 'integer', (c) => c.notNull())
    .addColumn('additionalDetail', 'text')
    .addColumn('userId', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_usage_date').on('ai_usage').column('dateAdded').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ai_usage', 'contact_message', 'faq']) await db.schema.dropTable(t).ifExists().execute();
}
