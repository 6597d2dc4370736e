import { uniqueKey, type Category } from '@assessly/shared';
import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll, nowIso } from '../../../db/dialect.js';

/** Every category with the number of questions using it: one grouped query, ordered by name. */
export async function listCategories(db: DB): Promise<Category[]> {
  const rows = await db
    .selectFrom('question_category as c')
    .leftJoin('quiz_question as q', 'q.questionCategoryId', 'c.questionCategoryId')
    .select([
      'c.questionCategoryId',
      'c.questionCategoryName',
      // count(column) skips the NULL row the left join gives a category without questions.
      sql<number>`cast(count(${sql.ref('q.quizQuestionId')}) as integer)`.as('questionsCount'),
    ])
    .groupBy(['c.questionCategoryId', 'c.questionCategoryName', 'c.nameKey'])
    .orderBy('c.nameKey')
    .orderBy('c.questionCategoryId')
    .execute();
  return rows.map((r) => ({ ...r, questionsCount: Number(r.questionsCount) }));
}

export async function categoryExists(db: DB, questionCategoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('question_category')
    .select('questionCategoryId')
    .where('questionCategoryId', '=', questionCategoryId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCategory(db: DB, name: string, userId: number): Promise<number> {
  const row = await db
    .insertInto('question_category')
    .values({
      questionCategoryName: name.trim(),
      nameKey: uniqueKey(name),
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('questionCategoryId')
    .executeTakeFirstOrThrow();
  return row.questionCategoryId;
}

/** Answers whether the category existed. */
export async function updateCategory(db: DB, questionCategoryId: number, name: string, userId: number) {
  const result = await db
    .updateTable('question_category')
    .set({ questionCategoryName: name.trim(), nameKey: uniqueKey(name), lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('questionCategoryId', '=', questionCategoryId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the category existed. */
export async function deleteCategory(db: DB, questionCategoryId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('question_category')
    .where('questionCategoryId', '=', questionCategoryId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countQuestionsInCategory(db: DB, questionCategoryId: number): Promise<number> {
  const row = await db
    .selectFrom('quiz_question')
    .select(countAll().as('n'))
    .where('questionCategoryId', '=', questionCategoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
