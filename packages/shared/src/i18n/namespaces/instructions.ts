import type { Locale } from '../../constants.js';

/** The 'instructions' namespace in every language. */
const en = {
  title: '',
};

export const instructions: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
