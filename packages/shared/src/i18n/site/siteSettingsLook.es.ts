import type { SiteSettingsLookText } from './siteSettingsLook.en.js';

export const siteSettingsLook: SiteSettingsLookText = {
  primaryColor: 'Color principal',
  primaryColorHint: 'Botones, enlaces y los acentos de la página de inicio y de la de inicio de sesión',
  contrastHeading: 'Contraste del color principal',
  contrastIntro: 'El texto necesita al menos 4,5:1 respecto a su fondo (WCAG AA).',
  contrastWhiteText: 'Texto blanco en los botones, enlaces sobre blanco',
  contrastBody: 'Enlaces sobre el color del cuerpo',
  contrastHeader: 'Acentos sobre el color de la cabecera',
  contrastRatio: '{{ratio}}:1',
  contrastOk: 'Legible',
  contrastLow: 'Demasiado bajo',
  contrastBackgroundWarning:
    'Los enlaces y acentos de este color se leen mal sobre el color del cuerpo o de la cabecera: elige un color principal más oscuro o un fondo más claro.',
  previewButton: 'Botón',
  previewLink: 'Un enlace',
  textsLanguage: 'Idioma de estos textos',
  textsLanguageHint:
    'El inglés es el idioma predeterminado. Quien lee otro idioma ve el texto escrito para él; donde no lo hay, la traducción incluida mientras el texto en inglés sea el incluido y, si no, el texto en inglés.',
  defaultLanguage: '{{language}} (predeterminado)',
  sharedFieldsNote:
    'Las imágenes, el teléfono, el correo de contacto y las redes sociales son los mismos en todos los idiomas.',
  translationEmptyHint: 'Vacío: se muestra el texto en inglés.',
  englishText: 'En inglés: {{text}}',
  builtInText: 'Se muestra ahora (traducción incluida): {{text}}',
  footerTextTranslations: 'Texto del pie de página en otros idiomas',
};
