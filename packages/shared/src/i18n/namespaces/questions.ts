import type { Locale } from '../../constants.js';

/** The 'questions' namespace in every language. */
const en = {
  title: '',
};

export const questions: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
