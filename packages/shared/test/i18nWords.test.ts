import { describe, expect, it } from 'vitest';
import { translations } from '../src/i18n/index.js';

/** Every text of one language, with its key, for word checks. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
  return [];
}

/** Issue 20: one word for one thing in a language, as a reader meets it on every screen. */
describe('one word for one thing', () => {
  it('Spanish calls settings "Configuración", never "Ajustes"', () => {
    const mixed = texts(translations.es).filter(([, text]) => /\bajustes?\b/i.test(text));
    expect(mixed).toEqual([]);
    expect(translations.es.siteSettings.title).toBe('Configuración');
  });

  it('Hindi calls a candidate "उम्मीदवार", never "अभ्यर्थी"', () => {
    const mixed = texts(translations.in).filter(([, text]) => text.includes('अभ्यर्थी'));
    expect(mixed).toEqual([]);
    expect(translations.in.roles.Candidate).toBe('उम्मीदवार');
  });
});
