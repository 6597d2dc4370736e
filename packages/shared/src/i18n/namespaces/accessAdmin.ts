import type { Locale } from '../../constants.js';

/** The 'accessAdmin' namespace (Roles and Menus screens, the menu assignment dialog) in every language. */
const en = {
  title: 'Roles and menus',
};

export const accessAdmin: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Roles y menús',
  },
  it: {
    title: 'Ruoli e menu',
  },
  in: {
    title: 'भूमिकाएँ और मेनू',
  },
  bn: {
    title: 'ভূমিকা ও মেনু',
  },
};
