import { AI_PROVIDERS, type AiProvider, type PublicSettings } from '@assessly/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { dialectOf, nowIso } from '../../../db/dialect.js';
import type { SiteSettingsTable } from '../../../db/schema.js';
import { effectiveTranslations, mergeTranslations, parseTranslations } from './textTranslations.js';

export type SettingsRow = Selectable<SiteSettingsTable>;

export function loadSettings(db: DB): Promise<SettingsRow> {
  return db.selectFrom('site_settings').selectAll().where('siteSettingsId', '=', 1).executeTakeFirstOrThrow();
}

/** E-mail settings are complete only if sender, password and host are set and the port is not 0 (spec 001 §5). */
export const emailSettingsComplete = (s: SettingsRow): boolean =>
  Boolean(s.defaultEmail && s.smtpPassword && s.host && s.port);

/** The public view: no secret ever leaves the server; only whether one is set. */
/** The stored AI provider; an unknown value (there is none today) counts as the default, Gemini AI. */
export const aiProviderOf = (s: Pick<SettingsRow, 'aiProvider'>): AiProvider =>
  (AI_PROVIDERS as readonly string[]).includes(s.aiProvider) ? (s.aiProvider as AiProvider) : 'Gemini AI';

export function toPublicSettings(s: SettingsRow): PublicSettings {
  const landing = JSON.parse(s.landingJson) as Record<string, string>;
  const aiProvider = aiProviderOf(s);
  return {
    siteSettingsId: s.siteSettingsId,
    siteTitle: s.siteTitle,
    welComeMessage: s.welComeMessage,
    copyRightText: s.copyRightText,
    footerText: s.footerText,
    version: s.version,
    logoPath: s.logoPath,
    faviconPath: s.faviconPath,
    allowWelcomeEmail: s.allowWelcomeEmail === 1,
    allowFaq: s.allowFaq === 1,
    endExam: s.endExam === 1,
    tabChangeEndExam: s.tabChangeEndExam === 1,
    logoOnExamPage: s.logoOnExamPage === 1,
    paidRegistration: s.paidRegistration === 1,
    registrationPrice: s.registrationPrice,
    currency: s.currency,
    currencySymbol: s.currencySymbol,
    stripePubKey: s.stripePubKey,
    appBarColor: s.appBarColor,
    footerColor: s.footerColor,
    bodyColor: s.bodyColor,
    headerColor: s.headerColor,
    primaryColor: s.primaryColor,
    aiProvider,
    hasStripeSecretKey: Boolean(s.stripeSecretKey),
    hasEmailSettings: emailSettingsComplete(s),
    landing,
    translations: effectiveTranslations(parseTranslations(s.textTranslationsJson), {
      ...landing,
      footerText: s.footerText,
    }),
  };
}

export async function updateSettings(db: DB, changes: Partial<Omit<SettingsRow, 'siteSettingsId'>>, userId: number) {
  await db
    .updateTable('site_settings')
    .set({ ...changes, lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('siteSettingsId', '=', 1)
    .execute();
}

/** Columns a panel may write; the JSON texts and the audit columns are written by saveSettingsChanges. */
export type SettingsColumns = Partial<
  Omit<
    SettingsRow,
    'siteSettingsId' | 'landingJson' | 'emailTextsJson' | 'textTranslationsJson' | 'lastUpdatedBy' | 'lastUpdated'
  >
>;

export interface SettingsChanges {
  columns: SettingsColumns;
  /** Landing fields and e-mail texts to change; the others keep their stored text. */
  landing?: Record<string, string>;
  emailTexts?: Record<string, string>;
  /** Per-language texts (locale → field → text) to change; an empty text removes that language's text. */
  translations?: Record<string, Record<string, string>>;
}

const mergeJson = (stored: string, changes: Record<string, string>) =>
  JSON.stringify({ ...(JSON.parse(stored) as Record<string, string>), ...changes });

/**
 * Saves a panel: its columns, and its landing, e-mail or per-language text keys merged into the stored JSON in one
 * transaction (PostgreSQL locks the row, so two admins saving different panels lose nothing).
 */
export async function saveSettingsChanges(db: DB, changes: SettingsChanges, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const texts: Partial<Pick<SettingsRow, 'landingJson' | 'emailTextsJson' | 'textTranslationsJson'>> = {};
    if (changes.landing || changes.emailTexts || changes.translations) {
      const stored = await trx
        .selectFrom('site_settings')
        .select(['landingJson', 'emailTextsJson', 'textTranslationsJson'])
        .where('siteSettingsId', '=', 1)
        .$if(dialectOf(trx) === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirstOrThrow();
      if (changes.landing) texts.landingJson = mergeJson(stored.landingJson, changes.landing);
      if (changes.emailTexts) texts.emailTextsJson = mergeJson(stored.emailTextsJson, changes.emailTexts);
      if (changes.translations) {
        const merged = mergeTranslations(parseTranslations(stored.textTranslationsJson), changes.translations);
        texts.textTranslationsJson = JSON.stringify(merged);
      }
    }
    await trx
      .updateTable('site_settings')
      .set({ ...changes.columns, ...texts, lastUpdatedBy: userId, lastUpdated: nowIso() })
      .where('siteSettingsId', '=', 1)
      .execute();
  });
}
