import { DEFAULT_LOCALE, LOCALES, type Locale } from '../common/constants.js';

/**
 * The site texts an admin may write per language (issue 20): the landing page's texts and the footer text.
 * The spec's fields (homeHeader1 …, footerText) hold the default language, English; the other languages
 * are kept beside them, and a language without its own text shows the English one.
 */
export const TRANSLATABLE_LANDING_FIELDS = [
  'homeHeader1',
  'homeDetail1',
  'homeHeader2',
  'homeDetail2',
  'homeBox1Header',
  'homeBox1Detail',
  'homeBox2Header',
  'homeBox2Detail',
  'homeBox3Header',
  'homeBox3Detail',
  'homeBox4Header',
  'homeBox4Detail',
  'feature1Header',
  'feature1Detail',
  'feature2Header',
  'feature2Detail',
  'feature3Header',
  'feature3Detail',
  'feature4Header',
  'feature4Detail',
  'registrationText',
  'contactUsText',
] as const;
export type TranslatableLandingField = (typeof TRANSLATABLE_LANDING_FIELDS)[number];

/** Every text with a per-language version: the landing texts and the footer text. */
export type TranslatableField = TranslatableLandingField | 'footerText';

/** The languages that may have their own texts: all but the default one. */
export const TEXT_TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  'en'
>[];
export type TextTranslationLocale = (typeof TEXT_TRANSLATION_LOCALES)[number];

/** Per-language texts: locale → field → text. A missing or blank text means "show the English one". */
export type TextTranslations = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * The text a visitor reading `locale` sees: that language's own text when there is one, else the
 * default language's (the spec's field).
 */
export function localizedText(
  base: string | null | undefined,
  translations: TextTranslations | undefined,
  locale: string,
  field: string,
): string {
  const own = locale === DEFAULT_LOCALE ? undefined : translations?.[locale]?.[field]?.trim();
  return own || (base ?? '').trim();
}
