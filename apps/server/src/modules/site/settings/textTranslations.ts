import {
  TEXT_TRANSLATION_LOCALES,
  TRANSLATABLE_LANDING_FIELDS,
  type TextTranslations,
  type TranslatableField,
} from '@assessly/shared';
import { DEFAULT_TEXT_TRANSLATIONS } from '../../../db/defaultTextTranslations.js';
import { DEFAULT_LANDING, DEFAULT_SETTINGS } from '../../../db/seedDefaults.js';

/**
 * The landing texts and the footer text in the other languages (issue 20). The spec's fields hold English,
 * the default language; textTranslationsJson holds what an admin wrote for the other languages.
 */
export type StoredTranslations = Record<string, Record<string, string>>;

const TRANSLATABLE: readonly TranslatableField[] = [...TRANSLATABLE_LANDING_FIELDS, 'footerText'];

/** The stored JSON as locale → field → text, ignoring anything that is not a non-empty text. */
export function parseTranslations(json: string | null | undefined): StoredTranslations {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '{}');
  } catch {
    return {};
  }
  const out: StoredTranslations = {};
  if (!parsed || typeof parsed !== 'object') return out;
  for (const [locale, texts] of Object.entries(parsed as Record<string, unknown>)) {
    if (!texts || typeof texts !== 'object') continue;
    const kept = Object.entries(texts as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (kept.length > 0) out[locale] = Object.fromEntries(kept);
  }
  return out;
}

/**
 * Applies a panel's per-language texts to the stored ones: a text replaces the stored one, an empty text
 * removes it (the English text shows again), a field or language not sent is kept.
 */
export function mergeTranslations(stored: StoredTranslations, changes: TextTranslations): StoredTranslations {
  const next: StoredTranslations = { ...stored };
  for (const [locale, texts] of Object.entries(changes)) {
    if (!texts) continue;
    const merged: Record<string, string> = { ...(next[locale] ?? {}) };
    for (const [field, text] of Object.entries(texts)) {
      if (text === undefined) continue;
      if (text.trim() === '') delete merged[field];
      else merged[field] = text.trim();
    }
    if (Object.keys(merged).length > 0) next[locale] = merged;
    else delete next[locale];
  }
  return next;
}

const builtInEnglish = (field: TranslatableField): string =>
  field === 'footerText' ? DEFAULT_SETTINGS.footerText : DEFAULT_LANDING[field];

/**
 * What each language shows instead of English: the admin's own text, else the built-in translation while
 * the English text is still the built-in one. A field left out shows the English text; so once an admin
 * rewrites an English text, a built-in translation of the old wording can never contradict it.
 */
export function effectiveTranslations(
  stored: StoredTranslations,
  english: Partial<Record<TranslatableField, string | null>>,
): StoredTranslations {
  const out: StoredTranslations = {};
  for (const locale of TEXT_TRANSLATION_LOCALES) {
    const own = stored[locale] ?? {};
    const texts: Record<string, string> = {};
    for (const field of TRANSLATABLE) {
      if (own[field]) texts[field] = own[field];
      else if (english[field] === builtInEnglish(field)) texts[field] = DEFAULT_TEXT_TRANSLATIONS[locale][field];
    }
    if (Object.keys(texts).length > 0) out[locale] = texts;
  }
  return out;
}
