import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import * as categories from './categoryRepository.js';

/** Names are unique trimmed and case-insensitively: the nameKey constraint decides, races included. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse('categoryExists');
    throw error;
  }
}

export function createCategory(db: DB, name: string, userId: number): Promise<number> {
  return uniqueName(() => categories.insertCategory(db, name, userId));
}

export async function updateCategory(db: DB, questionCategoryId: number, name: string, userId: number) {
  const found = await uniqueName(() => categories.updateCategory(db, questionCategoryId, name, userId));
  if (!found) notFound();
}

/** A category used by questions stays (the questions would lose their category). */
export async function deleteCategory(db: DB, questionCategoryId: number) {
  const inUse = async () => {
    const count = await categories.countQuestionsInCategory(db, questionCategoryId);
    if (count > 0) refuse('categoryInUse', { count });
  };
  await inUse();
  let found: boolean;
  try {
    found = await categories.deleteCategory(db, questionCategoryId);
  } catch (error) {
    // A question saved between the count and the delete trips the foreign key: say why, not 500.
    await inUse();
    throw error;
  }
  if (!found) notFound();
}
