import { uniqueKey, type FaqRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

export interface FaqText {
  title: string;
  description: string;
}

/** Every FAQ entry in the order it was written (the accordion reads top to bottom like the admin wrote it). */
export function listFaqs(db: DB): Promise<FaqRow[]> {
  return db
    .selectFrom('faq')
    .select(['faqId', 'title', 'description', 'addedBy', 'lastUpdatedBy', 'dateAdded'])
    .orderBy('faqId')
    .execute();
}

export async function insertFaq(db: DB, input: FaqText, userId: number): Promise<number> {
  const row = await db
    .insertInto('faq')
    .values({
      title: input.title.trim(),
      titleKey: uniqueKey(input.title),
      description: input.description.trim(),
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('faqId')
    .executeTakeFirstOrThrow();
  return row.faqId;
}

/** Answers whether the entry existed. */
export async function updateFaq(db: DB, faqId: number, input: FaqText, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('faq')
    .set({
      title: input.title.trim(),
      titleKey: uniqueKey(input.title),
      description: input.description.trim(),
      lastUpdatedBy: userId,
      lastUpdated: nowIso(),
    })
    .where('faqId', '=', faqId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the entry existed. */
export async function deleteFaq(db: DB, faqId: number): Promise<boolean> {
  const result = await db.deleteFrom('faq').where('faqId', '=', faqId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
