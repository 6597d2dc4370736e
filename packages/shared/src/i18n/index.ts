import type { Locale } from '../common/constants.js';
import { en, type Translation } from './en.js';
import { es } from './es.js';
import { it } from './it.js';
import { hi } from './in.js';
import { bn } from './bn.js';

export type { Translation };
export const translations: Record<Locale, Translation> = { en, es, it, in: hi, bn };

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
