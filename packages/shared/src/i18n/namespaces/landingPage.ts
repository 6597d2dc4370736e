import type { Locale } from '../../constants.js';

/** The 'landingPage' namespace (the public landing page (sections, plan cards, contact form)) in every language. */
const en = {
  title: 'Home',
};

export const landingPage: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Inicio',
  },
  it: {
    title: 'Home',
  },
  in: {
    title: 'होम',
  },
  bn: {
    title: 'হোম',
  },
};
