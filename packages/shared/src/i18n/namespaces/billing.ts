import type { Locale } from '../../constants.js';

/** The 'billing' namespace (Billing plans and Payments screens, pricing dialog, package usage) in every language. */
const en = {
  title: 'Billing',
};

export const billing: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Facturación',
  },
  it: {
    title: 'Fatturazione',
  },
  in: {
    title: 'बिलिंग',
  },
  bn: {
    title: 'বিলিং',
  },
};
