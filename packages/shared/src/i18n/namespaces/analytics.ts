import type { Locale } from '../../constants.js';

/** The 'analytics' namespace in every language. */
const en = {
  title: '',
};

export const analytics: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
