import { describe, expect, it } from 'vitest';
import {
  generalSettingRequest,
  landingSettingRequest,
  LANDING_FIELDS,
  localizedText,
  TEXT_TRANSLATION_LOCALES,
  TRANSLATABLE_LANDING_FIELDS,
} from '../src/index.js';

/** The landing and footer texts per language (issue 20). */
describe('site texts per language', () => {
  const translations = { es: { homeHeader1: 'Hola', footerText: '  ' }, in: { homeHeader1: 'नमस्ते' } };

  it('shows the language text when there is one, else the English (default language) text', () => {
    expect(localizedText('Hello', translations, 'es', 'homeHeader1')).toBe('Hola');
    expect(localizedText('Hello', translations, 'in', 'homeHeader1')).toBe('नमस्ते');
    expect(localizedText('Hello', translations, 'it', 'homeHeader1')).toBe('Hello');
    // A blank translation is no translation; English readers always see English.
    expect(localizedText('Footer', translations, 'es', 'footerText')).toBe('Footer');
    expect(localizedText('Hello', { en: { homeHeader1: 'Other' } }, 'en', 'homeHeader1')).toBe('Hello');
    expect(localizedText(null, undefined, 'es', 'homeHeader1')).toBe('');
  });

  it('translates the prose of the landing page, not its pictures, telephone, e-mail and links', () => {
    expect(TEXT_TRANSLATION_LOCALES).toEqual(['es', 'it', 'in', 'bn']);
    for (const field of TRANSLATABLE_LANDING_FIELDS) expect(LANDING_FIELDS).toContain(field);
    expect(TRANSLATABLE_LANDING_FIELDS).not.toContain('homePicture');
    expect(TRANSLATABLE_LANDING_FIELDS).not.toContain('contactUsEmail');
    expect(TRANSLATABLE_LANDING_FIELDS).not.toContain('footerFacebook');
  });

  it('accepts per-language texts beside the spec fields, with the English length rules, empty allowed', () => {
    const landing = Object.fromEntries(LANDING_FIELDS.map((f) => [f, f.endsWith('Picture') ? '' : 'x']));
    landing.contactUsEmail = 'hello@example.com';
    landing.footerFacebook = '';
    landing.footerTwitter = '';
    landing.footerLinkedin = '';
    landing.footerInstagram = '';
    const ok = landingSettingRequest.safeParse({
      ...landing,
      landingTranslations: { es: { homeHeader1: ' Hola ', homeDetail1: '' }, bn: {} },
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.landingTranslations?.es?.homeHeader1).toBe('Hola');
    const long = landingSettingRequest.safeParse({
      ...landing,
      landingTranslations: { it: { homeHeader1: 'x'.repeat(201), homeDetail1: 'x'.repeat(1000) } },
    });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['landingTranslations.it.homeHeader1', 'tooLong'],
    ]);
    const general = {
      siteTitle: 'A',
      welComeMessage: 'B',
      copyRightText: 'C',
      footerText: 'D',
      version: '1',
      allowWelcomeEmail: true,
      allowFaq: true,
    };
    expect(generalSettingRequest.safeParse({ ...general, footerTextTranslations: { in: 'फ़ुटर' } }).success).toBe(true);
    expect(
      generalSettingRequest.safeParse({ ...general, footerTextTranslations: { es: 'x'.repeat(301) } }).error?.issues[0]
        ?.message,
    ).toBe('tooLong');
  });
});
