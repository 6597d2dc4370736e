import type { Kysely } from 'kysely';
import { DEFAULT_PRIMARY_COLOR } from '@assessly/shared';
import { DEFAULT_LANDING } from '../seedDefaults.js';

/**
 * Issue 20, items 15 and 17.
 * - primaryColor: the primary (brand) colour of buttons, links and accents. Existing sites get the blue
 *   their theme always had, so nothing changes until an admin picks another.
 * - textTranslationsJson: the landing texts and the footer text in the other languages
 *   ({ "es": { "homeHeader1": "…" } }); empty, so every language shows the stored English texts.
 * - The landing texts still holding the first built-in copy (which spoke to organisations, while the people
 *   who register on the landing page are candidates) get the current built-in copy; a text an admin wrote
 *   is left as it is.
 */
const FIRST_BUILT_IN_LANDING: Record<string, string> = {
  homeHeader1: 'Assessments your candidates trust',
  homeDetail1:
    'Publish quizzes, surveys and certified exams in minutes. Candidates take them in any browser, on any device.',
  homeHeader2: 'From first question to certificate',
  homeDetail2:
    'Timed exams, automatic grading, manual review of written answers, result e-mails and certificates in one place.',
  homeBox1Header: 'Build',
  homeBox1Detail: 'Create assessments by hand, from a CSV file or with AI help.',
  homeBox2Header: 'Deliver',
  homeBox2Detail: 'One question at a time, with a timer and integrity tracking.',
  homeBox3Header: 'Grade',
  homeBox3Detail: 'Automatic marks for choices, a calm review screen for essays.',
  homeBox4Header: 'Certify',
  homeBox4Detail: 'Certificates with your logo and signatures for those who pass.',
  feature1Header: 'Question bank',
  feature1Detail: 'Organise questions by category and level; reuse them across assessments.',
  feature2Header: 'Secure exams',
  feature2Detail: 'Server-side timer and grading: answers never reach the browser before the exam ends.',
  feature3Header: 'Results and analytics',
  feature3Detail: 'Reports, exports and charts that show how candidates and questions perform.',
  feature4Header: 'Five languages',
  feature4Detail: 'English, Spanish, Italian, Hindi and Bengali for every screen.',
  registrationText: 'Create your account and take your first assessment today.',
  contactUsText: 'Questions about plans or a demo? Write to us.',
};

/** The stored landing texts with every field still at its first built-in text moved to the current one. */
export function withCurrentBuiltInCopy(stored: Record<string, string>): Record<string, string> {
  const next = { ...stored };
  for (const [field, first] of Object.entries(FIRST_BUILT_IN_LANDING)) {
    const current = DEFAULT_LANDING[field as keyof typeof DEFAULT_LANDING];
    if (next[field] === first && current !== undefined) next[field] = current;
  }
  return next;
}

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('site_settings')
    .addColumn('primaryColor', 'text', (c) => c.notNull().defaultTo(DEFAULT_PRIMARY_COLOR))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('textTranslationsJson', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const rows = await db.selectFrom('site_settings').select(['siteSettingsId', 'landingJson']).execute();
  for (const row of rows as { siteSettingsId: number; landingJson: string }[]) {
    const landing = JSON.parse(row.landingJson) as Record<string, string>;
    const updated = JSON.stringify(withCurrentBuiltInCopy(landing));
    if (updated === JSON.stringify(landing)) continue;
    await db
      .updateTable('site_settings')
      .set({ landingJson: updated })
      .where('siteSettingsId', '=', row.siteSettingsId)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // The landing texts keep their newer wording: an admin may have edited them since.
  await db.schema.alterTable('site_settings').dropColumn('textTranslationsJson').execute();
  await db.schema.alterTable('site_settings').dropColumn('primaryColor').execute();
}
