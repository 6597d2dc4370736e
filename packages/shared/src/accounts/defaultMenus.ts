// The default roles and menus and the menu icons (spec 000 §2 Roles, Menus; §9): the seed's data and the
// role and menu dialogs' presets.
import { ROLE } from './roles.js';

export const DEFAULT_ROLES = [
  { userRoleId: ROLE.Admin, roleName: 'Admin', displayName: 'Admin', roleDesc: 'Runs the site' },
  { userRoleId: ROLE.Student, roleName: 'Student', displayName: 'Candidate', roleDesc: 'Takes assessments' },
  {
    userRoleId: ROLE.SuperAdmin,
    roleName: 'SuperAdmin',
    displayName: 'Super Admin',
    roleDesc: 'Site-level administration',
  },
] as const;

const A = ROLE.Admin,
  S = ROLE.Student,
  SA = ROLE.SuperAdmin;
/** The 17 default menus; ids are stable so that seeds stay idempotent. */
export const DEFAULT_MENUS = [
  { appMenuId: 1, menuTitle: 'Dashboard', url: '/dashboard', iconClass: 'Dashboard', sortOrder: 1, roles: [A, S, SA] },
  {
    appMenuId: 2,
    menuTitle: 'Assessments',
    url: '/quiz/topics',
    iconClass: 'Assignment',
    sortOrder: 2,
    roles: [A, SA],
  },
  { appMenuId: 3, menuTitle: 'Questions', url: '/question/quizes', iconClass: 'Quiz', sortOrder: 3, roles: [A, SA] },
  {
    appMenuId: 4,
    menuTitle: 'Category',
    url: '/question/category',
    iconClass: 'Category',
    sortOrder: 4,
    roles: [A, SA],
  },
  {
    appMenuId: 5,
    menuTitle: 'Examine & Reports',
    url: '/report/admin',
    iconClass: 'FactCheck',
    sortOrder: 5,
    roles: [A, SA],
  },
  { appMenuId: 6, menuTitle: 'Reports', url: '/report/students', iconClass: 'Assessment', sortOrder: 6, roles: [S] },
  {
    appMenuId: 7,
    menuTitle: 'Analytics',
    url: '/report/analysis',
    iconClass: 'Insights',
    sortOrder: 7,
    roles: [A, SA],
  },
  {
    appMenuId: 8,
    menuTitle: 'Certificate Template',
    url: '/report/template',
    iconClass: 'WorkspacePremium',
    sortOrder: 8,
    roles: [A, SA],
  },
  { appMenuId: 9, menuTitle: 'Users', url: '/user/users', iconClass: 'People', sortOrder: 9, roles: [A, SA] },
  {
    appMenuId: 10,
    menuTitle: 'Roles',
    url: '/user/roles',
    iconClass: 'AdminPanelSettings',
    sortOrder: 10,
    roles: [A, SA],
  },
  { appMenuId: 11, menuTitle: 'Menus', url: '/menu/menus', iconClass: 'Menu', sortOrder: 11, roles: [A, SA] },
  {
    appMenuId: 12,
    menuTitle: 'Plans',
    url: '/settings/plans',
    iconClass: 'CardMembership',
    sortOrder: 12,
    roles: [A, SA],
  },
  {
    appMenuId: 13,
    menuTitle: 'Payments',
    url: '/settings/payments',
    iconClass: 'Payments',
    sortOrder: 13,
    roles: [A, SA],
  },
  {
    appMenuId: 14,
    menuTitle: 'App Settings',
    url: '/settings/appSettings',
    iconClass: 'Settings',
    sortOrder: 14,
    roles: [A, SA],
  },
  { appMenuId: 15, menuTitle: 'FAQ', url: '/settings/faq', iconClass: 'HelpOutline', sortOrder: 15, roles: [A, SA] },
  {
    appMenuId: 16,
    menuTitle: 'Contacts',
    url: '/settings/contacts',
    iconClass: 'ContactMail',
    sortOrder: 16,
    roles: [A, SA],
  },
  // Issue 20: every mail of the site (the outbox), for admins only; added to existing sites by migration 0014.
  {
    appMenuId: 17,
    menuTitle: 'Mail Log',
    url: '/settings/mailLog',
    iconClass: 'MarkEmailRead',
    sortOrder: 17,
    roles: [A, SA],
  },
] as const;

/** Icon names an admin may choose for a menu; the web maps each to a Material icon. */
export const MENU_ICONS = [
  'Dashboard',
  'Assignment',
  'Quiz',
  'Category',
  'FactCheck',
  'Assessment',
  'Insights',
  'WorkspacePremium',
  'People',
  'AdminPanelSettings',
  'Menu',
  'CardMembership',
  'Payments',
  'Settings',
  'HelpOutline',
  'ContactMail',
  'MarkEmailRead',
  'School',
  'Description',
  'Event',
  'Folder',
  'Link',
  'Star',
] as const;
