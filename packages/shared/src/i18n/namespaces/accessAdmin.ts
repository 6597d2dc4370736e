import type { Locale } from '../../common/constants.js';
import { accessAdminTranslations } from './accessAdmin.translations.js';

/**
 * The 'accessAdmin' namespace (Roles and Menus screens, the menu assignment dialog, their exports) in every
 * language. `icons` names every MENU_ICONS entry for the icon select.
 */
const en = {
  title: 'Roles and menus',
  // Roles screen
  rolesIntro: 'A role decides which menus its users see in the drawer. Every user holds one role.',
  rolesTable: 'Roles',
  rolesEmpty: 'No role yet.',
  newRole: 'New role',
  editRole: 'Edit role',
  roleName: 'Role name',
  roleNameHint: 'A short unique name, for example Teacher',
  roleNameReadOnly: 'The role name can not be changed',
  displayName: 'Display name',
  displayNameHint: 'Shown to the users of this role, under their name in the drawer',
  defaultNameHint: 'While it stays “{{name}}”, each user reads it in their own language (here: {{translated}})',
  defaultRoleDesc: {
    Admin: 'Runs the site',
    Student: 'Takes assessments',
    SuperAdmin: 'Site-level administration',
  },
  roleDesc: 'Description',
  usersCount: 'Users',
  defaultBadge: 'Default',
  editRoleAria: 'Edit role {{name}}',
  menusAria: 'Choose the menus of role {{name}}',
  deleteRoleAria: 'Delete role {{name}}',
  roleMenus: 'Menus',
  deleteRole: 'Delete role',
  deleteRoleTitle: 'Delete this role?',
  defaultRoleTip: 'Default roles can not be deleted',
  roleHasUsersTip: 'Held by {{count}} users: it can not be deleted',
  // Menu assignment dialog
  assignTitle: 'Menus of {{role}}',
  assignIntro: 'Choose the menus this role sees in its drawer. Its users see the change at their next page load.',
  selectAll: 'Select all',
  selectNone: 'Select none',
  selectedCount: '{{count}} of {{total}} selected',
  menuChoices: 'Menus of the role',
  adminLockNote:
    'Roles or Menus is not selected for this admin role. Its users can still open those screens by their address (/user/roles, /menu/menus): access is checked by the server, not by the drawer.',
  // Menus screen
  menusIntro: 'The entries of the drawer. Assign them to roles from the Roles screen.',
  menusTable: 'Menus',
  menusEmpty: 'No menu yet.',
  newMenu: 'New menu',
  editMenu: 'Edit menu',
  menuTitle: 'Title',
  url: 'URL',
  urlHint: 'An app path, for example /quiz/topics',
  sortOrder: 'Order number',
  sortOrderHint: 'The position in the drawer: 1 comes first',
  icon: 'Icon',
  editMenuAria: 'Edit menu {{name}}',
  deleteMenuAria: 'Delete menu {{name}}',
  deleteMenu: 'Delete menu',
  deleteMenuTitle: 'Delete this menu?',
  deleteMenuText: 'It also disappears from the drawer of every role that has it.',
  defaultMenuTip: 'Default menus can not be deleted',
  // Exports
  rolesExportTitle: 'Roles',
  menusExportTitle: 'Menus',
  yes: 'Yes',
  no: 'No',
  icons: {
    Dashboard: 'Dashboard',
    Assignment: 'Assignment',
    Quiz: 'Quiz',
    Category: 'Category',
    FactCheck: 'Fact check',
    Assessment: 'Assessment chart',
    Insights: 'Insights',
    WorkspacePremium: 'Certificate',
    People: 'People',
    AdminPanelSettings: 'Admin settings',
    Menu: 'Menu',
    CardMembership: 'Membership card',
    Payments: 'Payments',
    Settings: 'Settings',
    HelpOutline: 'Help',
    ContactMail: 'Contact mail',
    MarkEmailRead: 'Mail',
    School: 'School',
    Description: 'Document',
    Event: 'Event',
    Folder: 'Folder',
    Link: 'Link',
    Star: 'Star',
  },
};

export type AccessAdminText = typeof en;

/** English is the source; the other four languages live in accessAdmin.translations.ts. */
export const accessAdmin: Record<Locale, AccessAdminText> = { en, ...accessAdminTranslations };
