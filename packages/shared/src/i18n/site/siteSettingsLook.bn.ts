import type { SiteSettingsLookText } from './siteSettingsLook.en.js';

export const siteSettingsLook: SiteSettingsLookText = {
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
