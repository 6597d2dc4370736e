import type { Locale } from '../../constants.js';

/** The 'userAdmin' namespace (Users screen, user / delete / renew-plan dialogs) in every language. */
const en = {
  title: 'Users',
};

export const userAdmin: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Usuarios',
  },
  it: {
    title: 'Utenti',
  },
  in: {
    title: 'उपयोगकर्ता',
  },
  bn: {
    title: 'ব্যবহারকারী',
  },
};
