import type { MenusText } from './menus.en.js';

export const menus: MenusText = {
  Dashboard: 'ড্যাশবোর্ড',
  Assessments: 'মূল্যায়ন',
  Questions: 'প্রশ্ন',
  Category: 'বিভাগ',
  'Examine & Reports': 'পরীক্ষণ ও রিপোর্ট',
  Reports: 'রিপোর্ট',
  Analytics: 'বিশ্লেষণ',
  'Certificate Template': 'সনদপত্রের টেমপ্লেট',
  Users: 'ব্যবহারকারী',
  Roles: 'ভূমিকা',
  Menus: 'মেনু',
  Plans: 'প্ল্যান',
  Payments: 'পেমেন্ট',
  'App Settings': 'অ্যাপ সেটিংস',
  FAQ: 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
  Contacts: 'যোগাযোগ',
  'Mail Log': 'মেল লগ',
};
