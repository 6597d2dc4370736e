import { isAdminRole, type FaqRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { forbidden, notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { loadSettings } from '../settings/settingsRepository.js';
import * as faqs from './faqRepository.js';

/** Titles are unique ignoring case and spaces: the titleKey constraint decides, concurrent saves included. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse('duplicateFaq');
    throw error;
  }
}

/** Admins always read the FAQ; everyone else only while the site's allowFaq setting is on (spec 000 §6). */
export async function readFaqList(db: DB, user: AuthUser): Promise<FaqRow[]> {
  if (!isAdminRole(user.roleId) && (await loadSettings(db)).allowFaq !== 1) forbidden();
  return faqs.listFaqs(db);
}

export function createFaq(db: DB, input: faqs.FaqText, userId: number): Promise<number> {
  return uniqueTitle(() => faqs.insertFaq(db, input, userId));
}

export async function updateFaq(db: DB, faqId: number, input: faqs.FaqText, userId: number) {
  const found = await uniqueTitle(() => faqs.updateFaq(db, faqId, input, userId));
  if (!found) notFound();
}

export async function deleteFaq(db: DB, faqId: number) {
  if (!(await faqs.deleteFaq(db, faqId))) notFound();
}
