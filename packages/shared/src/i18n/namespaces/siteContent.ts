import type { Locale } from '../../constants.js';

/** The 'siteContent' namespace (FAQ, Contacts, Browsing logs and AI usage log screens) in every language. */
const en = {
  title: 'Site content',
};

export const siteContent: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Contenido del sitio',
  },
  it: {
    title: 'Contenuti del sito',
  },
  in: {
    title: 'साइट सामग्री',
  },
  bn: {
    title: 'সাইটের বিষয়বস্তু',
  },
};
