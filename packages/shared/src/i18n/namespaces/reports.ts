import type { Locale } from '../../constants.js';

/** The 'reports' namespace in every language. */
const en = {
  title: '',
};

export const reports: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
