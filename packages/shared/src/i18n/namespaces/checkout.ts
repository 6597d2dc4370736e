import type { Locale } from '../../constants.js';

/** The 'checkout' namespace (checkout, paid registration, renewal and paid assessments) in every language. */
const en = {
  title: 'Checkout',
};

export const checkout: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Pago',
  },
  it: {
    title: 'Pagamento',
  },
  in: {
    title: 'चेकआउट',
  },
  bn: {
    title: 'চেকআউট',
  },
};
