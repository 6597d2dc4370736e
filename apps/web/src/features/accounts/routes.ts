import { lazyPage } from '../../lib/lazyPage';

/** The accounts screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const SignInPage = lazyPage(() => import('./signIn/SignInPage'));
export const ResetPasswordPage = lazyPage(() => import('./password/ResetPasswordPage'));
export const ChangePasswordPage = lazyPage(() => import('./password/ChangePasswordPage'));
export const MenusPage = lazyPage(() => import('./access/MenusPage'));
export const RolesPage = lazyPage(() => import('./access/RolesPage'));
export const UsersPage = lazyPage(() => import('./users/UsersPage'));
export const ProfilePage = lazyPage(() => import('./users/ProfilePage'));
export const BrowseListPage = lazyPage(() => import('./users/BrowseListPage'));
