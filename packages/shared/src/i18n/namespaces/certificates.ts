import type { Locale } from '../../constants.js';

/** The 'certificates' namespace in every language. */
const en = {
  title: '',
};

export const certificates: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
