import { certificateTemplateInput, DEMO_ACCOUNTS, uniqueKey } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { insertTemplate } from './templateRepository.js';

const DEMO_MARKER = 'seed:demoCertificate';
const DEMO_QUIZ_TITLE = 'General knowledge quiz';

/** The demo's template, parsed by the same schema as the New template dialog (defaults included). */
const DEMO_TEMPLATE = certificateTemplateInput.parse({
  title: 'Certificate of achievement',
  heading: 'Certificate of achievement',
  mainText:
    'This certifies that [fullName] passed the assessment "[quizTitle]" with [userObtainedQuizMark] of ' +
    '[quizMark] marks in [timeTaken] minutes (attempt [attemptCount]).',
  leftSignatureText: 'Ada Admin, Examiner',
  rightSignatureText: 'Assessly',
});

/**
 * A certificate template for the Quick start, attached to the demo 'General knowledge quiz' when that
 * assessment has none. Seeded once per database: an admin who deletes the template or detaches it
 * does not see it come back.
 */
export async function seedDemoCertificate(db: DB): Promise<void> {
  const marker = await db.selectFrom('app_secret').select('name').where('name', '=', DEMO_MARKER).executeTakeFirst();
  if (marker) return;
  const admin = await db
    .selectFrom('app_user')
    .select('userId')
    .where('email', '=', DEMO_ACCOUNTS.admin.email)
    .executeTakeFirst();
  if (!admin) return;
  await db.transaction().execute(async (trx) => {
    // The marker first: a second process seeding at the same moment conflicts here and adds nothing.
    const claimed = await trx
      .insertInto('app_secret')
      .values({ name: DEMO_MARKER, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
    const templateId = await insertTemplate(trx, DEMO_TEMPLATE, admin.userId);
    await trx
      .updateTable('quiz_topic')
      .set({ certificateTemplateId: templateId })
      .where('titleKey', '=', uniqueKey(DEMO_QUIZ_TITLE))
      .where('certificateTemplateId', 'is', null)
      .execute();
  });
}
