import type { Locale } from '../../common/constants.js';

/**
 * The 'siteSettingsLook' namespace (issue 20): the primary colour and its contrast check on the Colour
 * panel, and the per-language landing and footer texts of the Landing page and General panels.
 * Language names are written in their own language by the screens, not translated here.
 */
const en = {
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

export type SiteSettingsLookText = typeof en;

const es: SiteSettingsLookText = {
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

const it: SiteSettingsLookText = {
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

const hi: SiteSettingsLookText = {
  primaryColor: 'मुख्य रंग',
  primaryColorHint: 'बटन, लिंक और लैंडिंग व साइन-इन पेज के उभरे हुए हिस्से',
  contrastHeading: 'मुख्य रंग का कंट्रास्ट',
  contrastIntro: 'टेक्स्ट को अपनी पृष्ठभूमि से कम से कम 4.5:1 कंट्रास्ट चाहिए (WCAG AA)।',
  contrastWhiteText: 'बटन पर सफ़ेद टेक्स्ट, सफ़ेद पर लिंक',
  contrastBody: 'बॉडी रंग पर लिंक',
  contrastHeader: 'हेडर रंग पर उभरे हिस्से',
  contrastRatio: '{{ratio}}:1',
  contrastOk: 'पढ़ने योग्य',
  contrastLow: 'बहुत कम',
  contrastBackgroundWarning: 'इस रंग के लिंक और उभरे हिस्से बॉडी या हेडर रंग पर पढ़ने में कठिन हैं: गहरा मुख्य रंग या हल्की पृष्ठभूमि चुनें।',
  previewButton: 'बटन',
  previewLink: 'एक लिंक',
  textsLanguage: 'इन टेक्स्ट की भाषा',
  textsLanguageHint:
    'अंग्रेज़ी डिफ़ॉल्ट भाषा है। दूसरी भाषा पढ़ने वाले आगंतुक उस भाषा के लिए लिखा टेक्स्ट देखते हैं; जहाँ वह नहीं है, वहाँ अंतर्निहित अनुवाद (जब तक अंग्रेज़ी टेक्स्ट अंतर्निहित है), नहीं तो अंग्रेज़ी टेक्स्ट।',
  defaultLanguage: '{{language}} (डिफ़ॉल्ट)',
  sharedFieldsNote: 'चित्र, टेलीफ़ोन, संपर्क ईमेल और सोशल लिंक हर भाषा में एक जैसे हैं।',
  translationEmptyHint: 'खाली: अंग्रेज़ी टेक्स्ट दिखाया जाता है।',
  englishText: 'अंग्रेज़ी में: {{text}}',
  builtInText: 'अभी दिखाया जा रहा है (अंतर्निहित अनुवाद): {{text}}',
  footerTextTranslations: 'दूसरी भाषाओं में फ़ुटर टेक्स्ट',
};

const bn: SiteSettingsLookText = {
  primaryColor: 'প্রধান রং',
  primaryColorHint: 'বোতাম, লিংক এবং ল্যান্ডিং ও সাইন-ইন পাতার উজ্জ্বল অংশ',
  contrastHeading: 'প্রধান রঙের কনট্রাস্ট',
  contrastIntro: 'লেখার পটভূমির সঙ্গে অন্তত 4.5:1 কনট্রাস্ট দরকার (WCAG AA)।',
  contrastWhiteText: 'বোতামে সাদা লেখা, সাদার ওপর লিংক',
  contrastBody: 'বডির রঙের ওপর লিংক',
  contrastHeader: 'হেডারের রঙের ওপর উজ্জ্বল অংশ',
  contrastRatio: '{{ratio}}:1',
  contrastOk: 'পড়া যায়',
  contrastLow: 'খুব কম',
  contrastBackgroundWarning:
    'এই রঙের লিংক ও উজ্জ্বল অংশ বডি বা হেডারের রঙের ওপর পড়া কঠিন: আরও গাঢ় প্রধান রং বা হালকা পটভূমি বেছে নিন।',
  previewButton: 'বোতাম',
  previewLink: 'একটি লিংক',
  textsLanguage: 'এই লেখাগুলোর ভাষা',
  textsLanguageHint:
    'ইংরেজি ডিফল্ট ভাষা। অন্য ভাষার পাঠক সেই ভাষার জন্য লেখা লেখাটি দেখেন; যেখানে তা নেই, সেখানে অন্তর্নির্মিত অনুবাদ (যতক্ষণ ইংরেজি লেখা অন্তর্নির্মিত), নইলে ইংরেজি লেখা।',
  defaultLanguage: '{{language}} (ডিফল্ট)',
  sharedFieldsNote: 'ছবি, টেলিফোন, যোগাযোগের ইমেল ও সামাজিক লিংক সব ভাষায় একই।',
  translationEmptyHint: 'খালি: ইংরেজি লেখা দেখানো হয়।',
  englishText: 'ইংরেজিতে: {{text}}',
  builtInText: 'এখন দেখানো হচ্ছে (অন্তর্নির্মিত অনুবাদ): {{text}}',
  footerTextTranslations: 'অন্য ভাষায় ফুটারের লেখা',
};

export const siteSettingsLook: Record<Locale, SiteSettingsLookText> = { en, es, it, in: hi, bn };

/** Its message keys (validation of the shared settings schemas), merged into 'messages'. */
const enMessages = {
  primaryColorContrast: 'White text on this colour is too hard to read (below 4.5:1). Choose a darker primary colour.',
};

export const siteSettingsLookMessages: Record<Locale, typeof enMessages> = {
  en: enMessages,
  es: {
    primaryColorContrast:
      'El texto blanco sobre este color se lee mal (menos de 4,5:1). Elige un color principal más oscuro.',
  },
  it: {
    primaryColorContrast:
      'Il testo bianco su questo colore è troppo difficile da leggere (meno di 4,5:1). Scegli un colore principale più scuro.',
  },
  in: {
    primaryColorContrast: 'इस रंग पर सफ़ेद टेक्स्ट पढ़ना बहुत कठिन है (4.5:1 से कम)। गहरा मुख्य रंग चुनें।',
  },
  bn: {
    primaryColorContrast: 'এই রঙের ওপর সাদা লেখা পড়া খুব কঠিন (4.5:1-এর কম)। আরও গাঢ় প্রধান রং বেছে নিন।',
  },
};
