import { uniqueKey } from '@assessly/shared';
import type { DB } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { refuse } from '../../errors/AppError.js';

/** The SQL of AI generation that the question, import and instruction repositories do not have. */

export async function levelName(db: DB, questionLavelId: number): Promise<string | null> {
  const row = await db
    .selectFrom('question_level')
    .select('questionLavelName')
    .where('questionLavelId', '=', questionLavelId)
    .executeTakeFirst();
  return row?.questionLavelName ?? null;
}

export async function categoryName(db: DB, questionCategoryId: number): Promise<string | null> {
  const row = await db
    .selectFrom('question_category')
    .select('questionCategoryName')
    .where('questionCategoryId', '=', questionCategoryId)
    .executeTakeFirst();
  return row?.questionCategoryName ?? null;
}

/** The latest `limit` question texts of the assessment, oldest first (what the prompt shows the model). */
export async function latestQuestionTexts(db: DB, quizTopicId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('quiz_question')
    .select('questionDetail')
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('quizQuestionId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.questionDetail).reverse();
}

/**
 * Every question of the assessment, as the Questions screen's delete removes one: a plain delete. Answers
 * of past attempts keep their own copy of the question (quiz_answer.quizQuestionId has no foreign key), so
 * results stay readable.
 */
export async function deleteQuestionsOf(db: DB, quizTopicId: number): Promise<void> {
  await db.deleteFrom('quiz_question').where('quizTopicId', '=', quizTopicId).execute();
}

export async function deleteInstructionsOf(db: DB, quizTopicId: number): Promise<void> {
  await db.deleteFrom('quiz_instruction').where('quizTopicId', '=', quizTopicId).execute();
}

/** Stores the instructions in one statement (call inside a transaction; the caller bounds the count). */
export async function insertInstructions(db: DB, quizTopicId: number, descriptions: string[], userId: number) {
  if (descriptions.length === 0) return;
  const dateAdded = nowIso();
  await db
    .insertInto('quiz_instruction')
    .values(
      descriptions.map((description) => ({
        quizTopicId,
        description: description.trim(),
        descriptionKey: uniqueKey(description),
        addedBy: userId,
        dateAdded,
        lastUpdatedBy: null,
        lastUpdated: null,
      })),
    )
    .execute();
}

/**
 * Inside the saving transaction: marks the assessment as changed by this admin only while it is not
 * running, and answers whether it was not. Checking by an update holds the row (PostgreSQL) or the write
 * lock (SQLite) until the commit, so a Go Live that committed first is seen, and one pressed later waits.
 */
export async function touchIfStopped(db: DB, quizTopicId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('quiz_topic')
    .set({ lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('quizTopicId', '=', quizTopicId)
    .where('isRunning', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Saves a generated batch in one transaction. A unique violation there means another admin saved the same
 * text meanwhile: it is refused as `duplicate`, as adding that text by hand would be.
 */
export async function saveRefusingDuplicates(
  db: DB,
  duplicate: 'duplicateInstruction' | 'duplicateQuestion',
  work: (trx: DB) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) refuse(duplicate);
    throw error;
  }
}
