import type { Kysely } from 'kysely';

/**
 * Issue 20: the examiner's feedback on one answer, written in the grading dialog next to the mark and
 * shown to the candidate on the result sheet and in the report details. Null: no feedback was given.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_answer').addColumn('feedback', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_answer').dropColumn('feedback').execute();
}
