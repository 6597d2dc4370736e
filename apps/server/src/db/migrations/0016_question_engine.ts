import { QUESTION_TYPES } from '@assessly/shared';
import type { Kysely } from 'kysely';
import { doubleType } from '../dialect.js';

/**
 * Issue 22, the question engine's authoring side:
 * - quiz_question.questionData: the question's body (QuestionBody as JSON) for what the columns cannot hold:
 *   accepted answers, tolerances, pairs, order, cloze blanks, choice fractions and feedback. Null for every
 *   row stored before (and for a choice or descriptive question the columns describe whole): the body is
 *   then derived from optionA–E and correctOption, so existing questions answer and score as before.
 * - quiz_topic's negative marking: the fraction of its mark a wrong choice costs (0: none, as before), and
 *   whether a question and the attempt are floored at 0 (both on by default).
 * - question_type gets the new types, 3 (true/false) to 8 (cloze), which questions refer to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_question').addColumn('questionData', 'text').execute();
  await db.schema
    .alterTable('quiz_topic')
    .addColumn('negativeMarkPenalty', doubleType(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('quiz_topic')
    .addColumn('floorQuestionAtZero', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('quiz_topic')
    .addColumn('floorAttemptAtZero', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const type of QUESTION_TYPES.filter((t) => t.questionTypeId > 2)) {
    await db
      .insertInto('question_type')
      .values(type)
      .onConflict((oc) => oc.column('questionTypeId').doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('question_type').where('questionTypeId', '>', 2).execute();
  for (const column of ['floorAttemptAtZero', 'floorQuestionAtZero', 'negativeMarkPenalty'])
    await db.schema.alterTable('quiz_topic').dropColumn(column).execute();
  await db.schema.alterTable('quiz_question').dropColumn('questionData').execute();
}
