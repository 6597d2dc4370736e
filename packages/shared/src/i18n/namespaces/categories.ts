import type { Locale } from '../../constants.js';

/** The 'categories' namespace in every language. */
const en = {
  title: '',
};

export const categories: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
