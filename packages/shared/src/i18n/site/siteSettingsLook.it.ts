import type { SiteSettingsLookText } from './siteSettingsLook.en.js';

export const siteSettingsLook: SiteSettingsLookText = {
  primaryColor: 'Colore principale',
  primaryColorHint: 'Pulsanti, link e gli accenti della home page e della pagina di accesso',
  contrastHeading: 'Contrasto del colore principale',
  contrastIntro: 'Il testo richiede almeno 4,5:1 rispetto allo sfondo (WCAG AA).',
  contrastWhiteText: 'Testo bianco sui pulsanti, link su bianco',
  contrastBody: 'Link sul colore del corpo',
  contrastHeader: "Accenti sul colore dell'intestazione",
  contrastRatio: '{{ratio}}:1',
  contrastOk: 'Leggibile',
  contrastLow: 'Troppo basso',
  contrastBackgroundWarning:
    "Link e accenti di questo colore si leggono male sul colore del corpo o dell'intestazione: scegli un colore principale più scuro o uno sfondo più chiaro.",
  previewButton: 'Pulsante',
  previewLink: 'Un link',
  textsLanguage: 'Lingua di questi testi',
  textsLanguageHint:
    "L'inglese è la lingua predefinita. Chi legge un'altra lingua vede il testo scritto per essa; dove manca, la traduzione inclusa finché il testo inglese è quello incluso, altrimenti il testo inglese.",
  defaultLanguage: '{{language}} (predefinita)',
  sharedFieldsNote: 'Immagini, telefono, e-mail di contatto e link social sono gli stessi in tutte le lingue.',
  translationEmptyHint: 'Vuoto: viene mostrato il testo inglese.',
  englishText: 'In inglese: {{text}}',
  builtInText: 'Mostrato ora (traduzione inclusa): {{text}}',
  footerTextTranslations: 'Testo del piè di pagina in altre lingue',
};
