import type { Locale } from '../../constants.js';

/** The 'siteSettings' namespace (Site settings screen and its seven panels) in every language. */
const en = {
  title: 'Settings',
};

export const siteSettings: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Ajustes',
  },
  it: {
    title: 'Impostazioni',
  },
  in: {
    title: 'सेटिंग्स',
  },
  bn: {
    title: 'সেটিংস',
  },
};
