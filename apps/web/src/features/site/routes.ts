import { lazyPage } from '../../lib/lazyPage';

/** The site screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const LandingPage = lazyPage(() => import('./landing/LandingPage'));
export const AppSettingsPage = lazyPage(() => import('./settings/AppSettingsPage'));
export const FaqPage = lazyPage(() => import('./content/FaqPage'));
export const ContactsPage = lazyPage(() => import('./content/ContactsPage'));
export const MailLogPage = lazyPage(() => import('./mail/MailLogPage'));
