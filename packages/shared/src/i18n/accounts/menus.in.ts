import type { MenusText } from './menus.en.js';

export const menus: MenusText = {
  Dashboard: 'डैशबोर्ड',
  Assessments: 'मूल्यांकन',
  Questions: 'प्रश्न',
  Category: 'श्रेणी',
  'Examine & Reports': 'जाँच और रिपोर्ट',
  Reports: 'रिपोर्ट',
  Analytics: 'विश्लेषण',
  'Certificate Template': 'प्रमाणपत्र टेम्पलेट',
  Users: 'उपयोगकर्ता',
  Roles: 'भूमिकाएँ',
  Menus: 'मेन्यू',
  Plans: 'प्लान',
  Payments: 'भुगतान',
  'App Settings': 'ऐप सेटिंग्स',
  FAQ: 'अक्सर पूछे जाने वाले प्रश्न',
  Contacts: 'संपर्क',
  'Mail Log': 'मेल लॉग',
};
