/**
 * The accounts domain's public face: sign-in, sessions, registration, password reset, users, roles, menus,
 * profile and login history. Other modules, infrastructure and the composition root (app.ts) use only what
 * is exported here.
 */
export { default as accountsRoutes } from './routes.js';
export { findActiveSession } from './auth/sessionRepository.js';
export { issueResetToken } from './auth/passwordResetRepository.js';
export { listMenus } from './menus/menuRepository.js';
export { listRoles } from './roles/roleRepository.js';
export { type UserListRow, userRowsAfter } from './users/userAdminRepository.js';
export { findUserByEmail, findUserById, insertUser, updatePasswordHash } from './users/userRepository.js';
