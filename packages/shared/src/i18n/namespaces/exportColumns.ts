import type { Locale } from '../../constants.js';

/** The 'exportColumns' namespace in every language. */
const en = {
  title: '',
};

export const exportColumns: Record<Locale, typeof en> = {
  en,
  es: { title: '' },
  it: { title: '' },
  in: { title: '' },
  bn: { title: '' },
};
