import type { Kysely } from 'kysely';

/**
 * Issue 20: the answer on screen counts. While a candidate is on a question, what they have chosen or
 * typed is stored as a draft row of quiz_answer (isDraft = 1), graded like an answer but without moving
 * the resume position; a submitted answer replaces it, a draft never replaces a submitted answer, and
 * whatever draft is left when the attempt ends (time up, stop, tab change, reload rule, the sweep) is
 * kept as the submitted answer. Existing rows are all submitted answers: the default 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quiz_answer')
    .addColumn('isDraft', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_answer').dropColumn('isDraft').execute();
}
