// Sign-in, sessions, registration, password reset, users, roles, menus, profile, login history.
export * from './session.js';
export * from './auth.js';
export * from './users.js';
export * from './roles.js';
export * from './defaultMenus.js';
export * from './access.js';
export * from './routes.js';
