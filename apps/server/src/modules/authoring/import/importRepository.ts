import type { QuestionInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { PRIVATE_IMPORTS_PREFIX } from '../../../files/uploadRepository.js';
import { questionColumns } from '../questions/questionColumns.js';
import { lookupOf } from './questionRows.js';

/**
 * Rows per INSERT: about 20 values a row keeps a statement well under SQLite's 32,766 and
 * PostgreSQL's 65,535 bound parameters.
 */
const BATCH = 500;

/** How long an uploaded import file waits for its import: a check keeps it for the import that follows. */
export const IMPORT_FILE_HOURS = 24;

/**
 * Removes the import files uploaded more than a day ago: checked but never imported (the author closed
 * the report), or uploaded and never read. Run at each upload of an import file, so they never pile up.
 */
export async function deleteStaleImportFiles(db: DB, now = Date.now()) {
  const before = new Date(now - IMPORT_FILE_HOURS * 3_600_000).toISOString();
  await db
    .deleteFrom('uploaded_file')
    .where('path', 'like', `${PRIVATE_IMPORTS_PREFIX}%`)
    .where('dateAdded', '<', before)
    .execute();
}

export async function levelLookup(db: DB) {
  const rows = await db.selectFrom('question_level').select(['questionLavelId', 'questionLavelName']).execute();
  return lookupOf(rows.map((r) => ({ id: r.questionLavelId, name: r.questionLavelName })));
}

export async function categoryLookup(db: DB) {
  const rows = await db
    .selectFrom('question_category')
    .select(['questionCategoryId', 'questionCategoryName'])
    .execute();
  return lookupOf(rows.map((r) => ({ id: r.questionCategoryId, name: r.questionCategoryName })));
}

export async function existingQuestionKeys(db: DB, quizTopicId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('quiz_question')
    .select('detailKey')
    .where('quizTopicId', '=', quizTopicId)
    .execute();
  return new Set(rows.map((r) => r.detailKey));
}

/** Stores the questions in batches (call inside a transaction: all or nothing). */
export async function insertQuestions(db: DB, questions: QuestionInput[], userId: number) {
  const dateAdded = nowIso();
  for (let i = 0; i < questions.length; i += BATCH) {
    const values = questions
      .slice(i, i + BATCH)
      .map((q) => ({ ...questionColumns(q), addedBy: userId, dateAdded, lastUpdatedBy: null, lastUpdated: null }));
    await db.insertInto('quiz_question').values(values).execute();
  }
}
