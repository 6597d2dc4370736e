import type { Locale } from '../../constants.js';

/** The 'assessments' namespace in every language. */
const en = {
  title: '',
};

export const assessments: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
