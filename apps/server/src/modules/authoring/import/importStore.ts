import { uniqueKey, type QuestionInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { refuse } from '../../../errors/AppError.js';
import { assertMayAddQuestions } from '../../billing/index.js';
import { insertCategory } from '../categories/categoryRepository.js';
import { refreshMarks } from '../topics/topicService.js';
import { refreshCategories, stopIfRunning } from '../topics/topicRepository.js';
import { ImportUploads, pointAtUploads, shownFiles } from './importFiles.js';
import type { ImportItem } from './importItems.js';
import * as repo from './importRepository.js';

/** The longest category name (the category dialog's limit). */
const CATEGORY_NAME_MAX = 100;

/**
 * The category a file's path names: one category named by the whole path ("Algebra/Linear"), so that two
 * "Exercises" under different parents stay apart and an export writes the same path back. A path longer
 * than a name may be keeps its last parts ("…/Linear/Exercises"). Empty: none (the request's category).
 */
export function categoryName(path: string): string | null {
  const parts = path
    .split('/')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  let name = parts.join('/');
  while (name.length > CATEGORY_NAME_MAX && parts.length > 1) {
    parts.shift();
    name = `…/${parts.join('/')}`;
  }
  return name ? name.slice(0, CATEGORY_NAME_MAX) : null;
}

/** The id of each category the items name, found by name (as the category dialog compares) or created. */
async function categoryIds(db: DB, items: ImportItem[], userId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const paths = [...new Set(items.flatMap((i) => (i.category ? [i.category] : [])))];
  if (paths.length === 0) return ids;
  const existing = (await repo.categoryLookup(db)).byName;
  for (const path of paths) {
    const name = categoryName(path);
    if (!name) continue;
    let id = existing.get(uniqueKey(name));
    if (id === undefined) {
      id = await insertCategory(db, name, userId);
      existing.set(uniqueKey(name), id);
    }
    ids.set(path, id);
  }
  return ids;
}

/**
 * The items' questions in their categories, with the images they show stored (their texts pointing at
 * them, their own image as imagePath); files a question does not show are not stored.
 */
async function questionsOf(db: DB, items: ImportItem[], userId: number): Promise<QuestionInput[]> {
  const categories = await categoryIds(db, items, userId);
  const uploads = new ImportUploads(db, userId);
  const questions: QuestionInput[] = [];
  for (const item of items) {
    let question = item.question!;
    const categoryId = item.category ? categories.get(item.category) : undefined;
    if (categoryId !== undefined) question = { ...question, questionCategoryId: categoryId };
    const image = item.image && 'file' in item.image ? item.image.file : undefined;
    const files = shownFiles(question, item.files ?? [], image);
    if (files.length > 0) {
      const urls = await uploads.store(files);
      question = pointAtUploads(question, urls);
      const imagePath = image === undefined ? undefined : urls.get(image);
      if (imagePath !== undefined) question = { ...question, imagePath };
    }
    questions.push(question);
  }
  return questions;
}

/**
 * Stores the items in one transaction with everything they bring (categories, images) and its
 * consequences (a live assessment stops, marks and the category list follow): all of it or nothing.
 * Answers whether the assessment was live.
 */
export async function storeItems(db: DB, quizTopicId: number, items: ImportItem[], userId: number) {
  try {
    return await db.transaction().execute(async (trx) => {
      // An admin holding a plan: the whole file within the question quota, or nothing is imported.
      await assertMayAddQuestions(trx, userId, quizTopicId, items.length);
      await repo.insertQuestions(trx, await questionsOf(trx, items, userId), userId);
      const wasRunning = await stopIfRunning(trx, quizTopicId, userId);
      await refreshMarks(trx, quizTopicId);
      await refreshCategories(trx, quizTopicId);
      return wasRunning;
    });
  } catch (error) {
    // Another admin added the same question (or category) meanwhile.
    if (isUniqueViolation(error)) refuse('duplicateQuestion');
    throw error;
  }
}
