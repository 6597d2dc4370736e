import type { Kysely } from 'kysely';

/**
 * Issue 23, question tags: free labels, many per question, that the question bank filters by and that
 * blueprints' draw rules will narrow by.
 *
 * One join table of (question, tag) rather than a tag table and a join table: a tag has nothing of its own
 * (no description, no owner), so a table of tags would only add rows to create and orphans to collect, and
 * races between two admins creating the same tag. The site's tag list is this table grouped by its key.
 *
 * - tag: the tag as written (trimmed, runs of spaces as one); a tag the site already has keeps its first
 *   spelling (the service writes the stored one), as Moodle keeps a tag's first raw name.
 * - tagKey: what tags are compared by, written by the app (tagKey in packages/shared: the tag in lower
 *   case). Not lower() in SQL: SQLite's folds only ASCII and PostgreSQL's follows the database's collation,
 *   while the key must be the same on both for "Álgebra" and "ÁLGEBRA".
 * - The primary key (quizQuestionId, tagKey) makes a tag unique per question regardless of case, also under
 *   two concurrent saves, and serves a question's tags; the index (tagKey, quizQuestionId) serves filtering
 *   by a tag and the counts of the site's tags.
 * - A question's tags go with it (cascade): deleting a question or its assessment leaves no tag behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_tag')
    .addColumn('quizQuestionId', 'integer', (c) =>
      c.notNull().references('quiz_question.quizQuestionId').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tagKey', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_tag_pk', ['quizQuestionId', 'tagKey'])
    .execute();
  await db.schema.createIndex('question_tag_key').on('question_tag').columns(['tagKey', 'quizQuestionId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('question_tag').ifExists().execute();
}
