import type { Locale } from '../../constants.js';

/** The 'questionBank' namespace in every language. */
const en = {
  title: '',
};

export const questionBank: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
