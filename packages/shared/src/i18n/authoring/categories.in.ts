import type { CategoriesText } from './categories.en.js';

export const categories: CategoriesText = {
  intro: 'प्रश्नों को विषय के अनुसार समूहित करें। सभी मूल्यांकन स्क्रीन इन श्रेणियों से मूल्यांकन छाँटती है।',
  tableLabel: 'प्रश्न श्रेणियाँ',
  name: 'श्रेणी का नाम',
  nameHint: 'अद्वितीय, अधिकतम 100 अक्षर।',
  questionsCount: 'प्रश्न',
  newCategory: 'नई श्रेणी',
  editCategory: 'श्रेणी संपादित करें',
  empty: 'अभी कोई श्रेणी नहीं है। नई श्रेणी से पहली श्रेणी जोड़ें।',
  editAria: 'श्रेणी {{name}} संपादित करें',
  deleteAria: 'श्रेणी {{name}} हटाएँ',
  deleteTitle: 'श्रेणी हटाएँ',
  delete: 'हटाएँ',
};
