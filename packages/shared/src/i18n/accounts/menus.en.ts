/** The 'menus' namespace: the default menus' titles (DEFAULT_MENUS) in the reader's language. */
export const menus = {
  Dashboard: 'Dashboard',
  Assessments: 'Assessments',
  Questions: 'Questions',
  Category: 'Category',
  'Examine & Reports': 'Examine & Reports',
  Reports: 'Reports',
  Analytics: 'Analytics',
  'Certificate Template': 'Certificate Template',
  Users: 'Users',
  Roles: 'Roles',
  Menus: 'Menus',
  Plans: 'Plans',
  Payments: 'Payments',
  'App Settings': 'App Settings',
  FAQ: 'FAQ',
  Contacts: 'Contacts',
  'Mail Log': 'Mail Log',
};

export type MenusText = typeof menus;
