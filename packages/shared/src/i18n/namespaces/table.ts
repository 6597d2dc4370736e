import type { Locale } from '../../constants.js';

/** The 'table' namespace in every language. */
const en = {
  title: '',
};

export const table: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
