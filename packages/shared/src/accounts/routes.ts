// The accounts domain's calls (spec 000 §7 "Auth and users", Roles, Menus, the profile, the login
// history) and the exports of the Users, Roles and Menus lists. See common/routes.ts.
import { z } from 'zod';
import { defineRoutes } from '../common/routes.js';
import { exportFormatParams, idParams, pagedParams, responseMsgSchema, uploadResponse } from '../common/schemas.js';
import {
  menuAssignRequest,
  menuInput,
  menuRowSchema,
  menuSavedResponse,
  roleIdParams,
  createRoleRequest,
  roleMenuRowSchema,
  roleRowSchema,
  roleSavedResponse,
  sidebarMenuItem,
  updateMenuRequest,
  updateRoleRequest,
} from './access.js';
import {
  changePasswordRequest,
  forgotLookupParams,
  forgotLookupResponse,
  loginCodeParams,
  loginHistoryRequest,
  loginRequest,
  loginResponse,
  passwordCheckRequest,
  resetPasswordRequest,
  studentRegistrationRequest,
  userInfoSchema,
} from './auth.js';
import {
  browsePage,
  createUserRequest,
  singleUserSchema,
  updateProfileRequest,
  updateUserRequest,
  userListQuery,
  userPage,
} from './users.js';

const USER = '/api/User';
const MENU = '/api/Menu';
const user = { access: 'user', tags: ['User'] } as const;
const guest = { access: 'public', tags: ['User'] } as const;
const users = { access: 'admin', tags: ['User: administration'] } as const;
const roles = { access: 'admin', tags: ['User: roles'] } as const;
const menus = { access: 'admin', tags: ['Menu'] } as const;
/** The exports answer the file itself (CSV, Excel or PDF) in the caller's language. */
const listExport = {
  method: 'GET',
  access: 'admin',
  tags: ['Export'],
  kind: 'download',
  params: exportFormatParams,
} as const;

export const accountsApi = defineRoutes({
  // Sign-in, sessions and passwords (spec 000 §4, §5). Role and user id always come from the token.
  GetLoginInfo: {
    ...guest,
    method: 'POST',
    path: `${USER}/GetLoginInfo`,
    summary: 'Sign in; 204 on wrong credentials',
    body: loginRequest,
    response: loginResponse,
    // Wrong credentials answer 204 with no body (the web client's null).
    otherAnswers: { 204: z.null() },
  },
  CreateLoginHistory: {
    ...user,
    method: 'POST',
    path: `${USER}/CreateLoginHistory`,
    summary: 'Record the sign-in of the current session; answers its log code',
    body: loginHistoryRequest,
    response: responseMsgSchema,
  },
  UpdateLoginHistory: {
    ...user,
    method: 'GET',
    path: `${USER}/UpdateLoginHistory/:code`,
    summary: 'Sign out: close the login entry and revoke the session',
    params: loginCodeParams,
    response: responseMsgSchema,
  },
  PasswordCheck: {
    ...user,
    method: 'POST',
    path: `${USER}/PasswordCheck`,
    summary: "Check the caller's own password (lock screen)",
    body: passwordCheckRequest,
    response: responseMsgSchema,
  },
  ChangeUserPassword: {
    ...user,
    method: 'PUT',
    path: `${USER}/ChangeUserPassword`,
    summary: "Change the caller's own password; ends every session",
    body: changePasswordRequest,
    response: responseMsgSchema,
  },
  GetUserInfoForForgetPassword: {
    ...guest,
    method: 'GET',
    path: `${USER}/GetUserInfoForForgetPassword/:email`,
    summary: 'Does an account exist for this e-mail (no secret in the answer)',
    params: forgotLookupParams,
    response: forgotLookupResponse,
  },
  ResetPassword: {
    ...guest,
    method: 'POST',
    path: `${USER}/ResetPassword`,
    summary: 'Set a new password with a single-use reset link token',
    body: resetPasswordRequest,
    response: responseMsgSchema,
  },
  StudentRegistration: {
    ...guest,
    method: 'POST',
    path: `${USER}/StudentRegistration`,
    summary: 'Register a candidate and sign them in',
    body: studentRegistrationRequest,
    response: loginResponse,
  },
  GetCurrentUserInfo: {
    ...user,
    method: 'GET',
    path: `${USER}/GetCurrentUserInfo`,
    summary: "The caller's user info (spec 000 §3)",
    response: userInfoSchema,
  },
  GetSingleUser: {
    ...user,
    method: 'GET',
    path: `${USER}/GetSingleUser/:id`,
    summary: 'One user with the profile fields: the caller, or anyone for an admin',
    params: idParams,
    response: singleUserSchema,
  },

  // The Users screen (spec 000 §7 Auth and users).
  GetUserList: {
    ...users,
    method: 'GET',
    path: `${USER}/GetUserList/:page/:itemsPerPage`,
    summary: 'A page of users, newest first, with their latest plan cycle; optional ?search= on name / e-mail',
    params: pagedParams,
    query: userListQuery,
    response: userPage,
  },
  CreateUser: {
    ...users,
    method: 'POST',
    path: `${USER}/CreateUser`,
    summary: 'Create a candidate (role 2) with its first plan cycle (Offline or N/A)',
    body: createUserRequest,
    response: responseMsgSchema,
  },
  UpdateUser: {
    ...users,
    method: 'PUT',
    path: `${USER}/UpdateUser`,
    summary:
      "Edit a user's details; a new password ends that user's sessions; admins keep their role; " +
      'a SuperAdmin account only by a SuperAdmin (403 otherwise)',
    body: updateUserRequest,
    response: responseMsgSchema,
  },
  DeleteSingleUser: {
    ...users,
    method: 'DELETE',
    path: `${USER}/DeleteSingleUser/:id`,
    summary:
      'Delete a user and their data (not a demo account, oneself or the last admin; a SuperAdmin only by a SuperAdmin)',
    params: idParams,
    response: responseMsgSchema,
  },

  // The profile (spec 000 §2 Profile).
  UpdateUserProfile: {
    access: 'user',
    tags: ['User: profile'],
    method: 'PUT',
    path: `${USER}/UpdateUserProfile`,
    summary: "Save the caller's own profile; the e-mail changes only for an admin (ignored for others)",
    body: updateProfileRequest,
    response: responseMsgSchema,
  },
  Upload: {
    access: 'user',
    tags: ['User: profile'],
    method: 'POST',
    path: `${USER}/Upload`,
    kind: 'multipart',
    summary: 'Upload a profile picture (multipart field file: PNG, JPEG, GIF or WebP); answers its path',
    response: uploadResponse,
  },

  // Roles (spec 000 §2 Roles list, §5 Role form).
  GetUserRoleList: {
    ...roles,
    method: 'GET',
    path: `${USER}/GetUserRoleList`,
    summary: 'Every role with the number of users holding it, in id order',
    response: z.array(roleRowSchema),
  },
  CreateUserRole: {
    ...roles,
    method: 'POST',
    path: `${USER}/CreateUserRole`,
    summary: 'Create a role (names unique ignoring case and spaces: duplicateRoleName); answers userRoleId',
    body: createRoleRequest,
    response: roleSavedResponse,
  },
  UpdateUserRole: {
    ...roles,
    method: 'PUT',
    path: `${USER}/UpdateUserRole`,
    summary: 'Change the display name and description of a role (the role name is read-only)',
    body: updateRoleRequest,
    response: roleSavedResponse,
  },
  DeleteSingleRole: {
    ...roles,
    method: 'DELETE',
    path: `${USER}/DeleteSingleRole/:id`,
    summary: 'Delete a role: not a default one (defaultItemNotDeletable), not one held by users (roleInUse)',
    params: idParams,
    response: responseMsgSchema,
  },

  // Browse History (spec 000 §7 GetBrowseList).
  GetBrowseList: {
    access: 'admin',
    tags: ['User: logs'],
    method: 'GET',
    path: `${USER}/GetBrowseList/:page/:itemsPerPage`,
    summary: 'One page of login sessions with the user, newest first',
    params: pagedParams,
    response: browsePage,
  },

  // Menus (spec 000 §2 Menus list, §5 Menu form) and the drawer of a role.
  GetMenuList: {
    ...menus,
    method: 'GET',
    path: `${MENU}/GetMenuList`,
    summary: 'Every menu by order number',
    response: z.array(menuRowSchema),
  },
  CreateMenu: {
    ...menus,
    method: 'POST',
    path: `${MENU}/CreateMenu`,
    summary: 'Create a menu (unique title, url and order number); answers appMenuId',
    body: menuInput,
    response: menuSavedResponse,
  },
  UpdateMenu: {
    ...menus,
    method: 'PUT',
    path: `${MENU}/UpdateMenu`,
    summary: 'Change a menu (unique title, url and order number)',
    body: updateMenuRequest,
    response: menuSavedResponse,
  },
  DeleteSingleMenu: {
    ...menus,
    method: 'DELETE',
    path: `${MENU}/DeleteSingleMenu/:id`,
    summary: 'Delete a custom menu and its role assignments (default menus: defaultItemNotDeletable)',
    params: idParams,
    response: responseMsgSchema,
  },
  GetAllMenu: {
    ...menus,
    method: 'GET',
    path: `${MENU}/GetAllMenu/:id`,
    summary: 'Every menu with isSelected for the role {id}',
    params: idParams,
    response: z.array(roleMenuRowSchema),
  },
  MenuAssign: {
    ...menus,
    method: 'POST',
    path: `${MENU}/MenuAssign`,
    summary: "Replace a role's menus with the given set (addedBy is the caller)",
    body: menuAssignRequest,
    response: responseMsgSchema,
  },
  GetSidebarMenu: {
    access: 'user',
    tags: ['Menu'],
    method: 'GET',
    path: `${MENU}/GetSidebarMenu/:roleId`,
    summary: "Drawer menus of a role: one's own role, or any role for an admin",
    params: roleIdParams,
    response: z.array(sidebarMenuItem),
  },

  // PDF, Excel and CSV exports of the Users, Roles and Menus lists (every row).
  ExportUsers: {
    ...listExport,
    path: '/api/Export/users/:format',
    summary: 'Every user as users.csv / .xlsx / .pdf',
  },
  ExportRoles: {
    ...listExport,
    path: '/api/Export/roles/:format',
    summary: 'Every role as roles.csv / .xlsx / .pdf',
  },
  ExportMenus: {
    ...listExport,
    path: '/api/Export/menus/:format',
    summary: 'Every menu as menus.csv / .xlsx / .pdf',
  },
});
