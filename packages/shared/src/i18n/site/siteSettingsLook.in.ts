import type { SiteSettingsLookText } from './siteSettingsLook.en.js';

export const siteSettingsLook: SiteSettingsLookText = {
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
