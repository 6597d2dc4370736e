import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.js';

/**
 * Issued certificates: one row per attempt, written the first time its candidate (or an admin) opens
 * the certificate. The row snapshots what the public verification page confirms (name, assessment,
 * date), so it keeps working after the template, the assessment or the attempt is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('issued_certificate'), 'issuedCertificateId')
    .addColumn('certificateNumber', 'text', (c) => c.notNull().unique())
    // Unique: one attempt has one certificate, even when two first views race (ON CONFLICT on it).
    .addColumn('attemptId', 'integer', (c) =>
      c.unique().references('quiz_attempt.quizResponseInitialId').onDelete('set null'),
    )
    // A removed account takes its certificates (personal data) with it.
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('templateId', 'integer', (c) =>
      c.references('certificate_template.certificateTemplateId').onDelete('set null'),
    )
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('quizTitle', 'text', (c) => c.notNull())
    /** ISO timestamp of the first view. */
    .addColumn('issuedOn', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('issued_certificate_user').on('issued_certificate').column('userId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issued_certificate').ifExists().execute();
}
