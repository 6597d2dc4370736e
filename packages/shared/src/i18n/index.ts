import type { Locale } from '../common/constants.js';
import { en, type Translation } from './en.js';
import { es } from './es.js';
import { it } from './it.js';
import { hi } from './in.js';
import { bn } from './bn.js';
import { siteMessages } from './site/messages.en.js';
import { aiMessages } from './ai/messages.en.js';
import { authoringMessages } from './authoring/messages.en.js';

export type { Translation };
export const translations: Record<Locale, Translation> = { en, es, it, in: hi, bn };

/** Authoring's keys an exam may show: the assessment's state and the general field rules. */
const AUTHORING_KEYS_ON_EXAM = new Set([
  'liveAssessmentNotEditable',
  'noQuestionsInAssessment',
  'scheduleEnded',
  'assessmentIsLive',
  'assessmentStopped',
  'invalidDate',
  'mustBeAboveZero',
  'positiveNumber',
  'tooLarge',
  'tooLong',
  'invalidValue',
  'fieldProblem',
]);

/**
 * Message keys the exam screen never shows (site settings, the AI helpers, question authoring and import):
 * the web's build leaves them out of the exam screen's cut of the table (apps/web/vite.config.ts,
 * bench/web-exam.ts budget). Should one still be asked for there, the web fetches the whole table
 * (missingKeyHandler), so a wrong guess here costs a fetch, never a raw key.
 */
export const MESSAGE_KEYS_OFF_EXAM: readonly string[] = [
  ...Object.keys(siteMessages),
  ...Object.keys(aiMessages),
  ...Object.keys(authoringMessages).filter((key) => !AUTHORING_KEYS_ON_EXAM.has(key)),
];

/** Translate a message key (error or success code) on the server, e.g. for e-mails and API messages. */
export function translateMessage(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const table = translations[locale].messages as Record<string, string>;
  const text = table[key] ?? (translations.en.messages as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Pick the best supported locale from an Accept-Language header ('hi' maps to the spec's 'in'). */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.trim().split(';')[0]!.toLowerCase().slice(0, 2);
    if (tag === 'hi' || tag === 'in') return 'in';
    if (tag === 'es' || tag === 'it' || tag === 'bn' || tag === 'en') return tag;
  }
  return 'en';
}
