import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * The durable mail outbox (mails are stored first and sent by a worker, so a request never waits for
 * SMTP and a mail server outage loses nothing), and an index for the results report's "Pending
 * examine" filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('mail_outbox'), 'id')
    .addColumn('toEmail', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** pending → sending → sent, or back to pending for a retry, or failed after the last attempt. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('lastError', 'text')
    /** While sending: the claim's expiry, also the claim's token (a worker only finishes its own claim). */
    .addColumn('lockedUntil', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .execute();
  // The worker's claim reads by status and due time.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'nextAttemptAt']).execute();

  // "Pending examine" is the grader's queue: few rows among many. Without this index both databases
  // scan the whole table to count them (and the page scans the date index until it finds ten).
  await db.schema
    .createIndex('quiz_attempt_examined_date')
    .on('quiz_attempt')
    .columns(['isExamined', 'dateAdded'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quiz_attempt_examined_date').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
