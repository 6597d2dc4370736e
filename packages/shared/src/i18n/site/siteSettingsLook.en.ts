/**
 * The 'siteSettingsLook' namespace (issue 20): the primary colour and its contrast check on the Colour
 * panel, and the per-language landing and footer texts of the Landing page and General panels.
 * Language names are written in their own language by the screens, not translated here.
 */
export const siteSettingsLook = {
  primaryColor: 'Primary colour',
  primaryColorHint: 'Buttons, links and the accents of the landing and sign-in pages',
  contrastHeading: 'Contrast of the primary colour',
  contrastIntro: 'Text needs at least 4.5:1 against its background (WCAG AA).',
  contrastWhiteText: 'White text on buttons, links on white',
  contrastBody: 'Links on the body colour',
  contrastHeader: 'Accents on the header colour',
  contrastRatio: '{{ratio}}:1',
  contrastOk: 'Readable',
  contrastLow: 'Too low',
  contrastBackgroundWarning:
    'Links and accents in this colour are hard to read on the body or header colour: choose a darker primary colour or a lighter background.',
  previewButton: 'Button',
  previewLink: 'A link',
  textsLanguage: 'Language of these texts',
  textsLanguageHint:
    'English is the default language. Visitors who read another language see the text written for it; where there is none, the built-in translation while the English text is the built-in one, else the English text.',
  defaultLanguage: '{{language}} (default)',
  sharedFieldsNote: 'Pictures, the telephone, the contact e-mail and the social links are the same in every language.',
  translationEmptyHint: 'Empty: the English text is shown.',
  englishText: 'English: {{text}}',
  builtInText: 'Shown now (built-in translation): {{text}}',
  footerTextTranslations: 'Footer text in other languages',
};

export type SiteSettingsLookText = typeof siteSettingsLook;
