import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, LOCALES, SUCCESS_CODES } from '../src/index.js';
import { localeFromHeader, translateMessage, translations } from '../src/i18n/index.js';

/** Nested translation tables as "section.key" → text. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => Object.entries(flatten(v, prefix ? `${prefix}.${k}` : k))),
    );
  }
  return { [prefix]: value };
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = flatten(translations.en);
const enKeys = Object.keys(en).sort();

describe('translations', () => {
  it('cover every locale', () => {
    expect(Object.keys(translations).sort()).toEqual([...LOCALES].sort());
  });

  it('en has only non-empty strings', () => {
    expect(enKeys.length).toBeGreaterThan(100);
    for (const key of enKeys) {
      expect(typeof en[key], key).toBe('string');
      expect((en[key] as string).trim(), key).not.toBe('');
    }
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const table = flatten(translations[locale]);

    it("has exactly en's keys", () => {
      expect(Object.keys(table).sort()).toEqual(enKeys);
    });

    it('has no empty string', () => {
      const empty = Object.entries(table)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it('has the same {{placeholders}} as en for every key', () => {
      const wrong = enKeys.filter(
        (k) => JSON.stringify(placeholders(String(table[k]))) !== JSON.stringify(placeholders(en[k] as string)),
      );
      expect(wrong).toEqual([]);
    });
  });

  it('has a message for every error code and every success code, in every language', () => {
    for (const locale of LOCALES) {
      const messages = translations[locale].messages as Record<string, string>;
      const missing = [...ERROR_CODES, ...SUCCESS_CODES].filter(
        (code) => typeof messages[code] !== 'string' || !messages[code].trim(),
      );
      expect(missing, locale).toEqual([]);
    }
  });

  it('every error code has an HTTP status of 202 or 4xx/5xx', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(status === 202 || (status >= 400 && status < 600), code).toBe(true);
    }
  });
});

describe('translateMessage', () => {
  it('translates a code into the asked language', () => {
    expect(translateMessage('en', 'wrongPassword')).toBe('Wrong password!');
    expect(translateMessage('es', 'validationFailed')).toBe(translations.es.messages.validationFailed);
    expect(translateMessage('it', 'notFound')).toBe(translations.it.messages.notFound);
  });
  it('fills {{placeholders}} from params, and empties missing ones', () => {
    expect(translateMessage('en', 'tooManyRequests', { seconds: 42 })).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(translateMessage('bn', 'tooManyRequests', { seconds: 7 })).toContain('7');
    expect(translateMessage('en', 'tooManyRequests')).toBe('Too many attempts. Please wait  seconds and try again.');
  });
  it('answers the key itself for an unknown key', () => {
    expect(translateMessage('it', 'noSuchKey')).toBe('noSuchKey');
  });
});

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['it-IT', 'it'],
    ['bn-BD,bn;q=0.9', 'bn'],
    ['hi-IN,hi;q=0.9', 'in'],
    ['in', 'in'],
    ['EN-us', 'en'],
    ['fr-FR,fr;q=0.9,it;q=0.8', 'it'],
    ['fr-FR,de;q=0.5', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
