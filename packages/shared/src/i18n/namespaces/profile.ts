import type { Locale } from '../../constants.js';

/** The 'profile' namespace (Profile screen) in every language. */
const en = {
  title: 'Profile',
};

export const profile: Record<Locale, typeof en> = {
  en,
  es: {
    title: 'Perfil',
  },
  it: {
    title: 'Profilo',
  },
  in: {
    title: 'प्रोफ़ाइल',
  },
  bn: {
    title: 'প্রোফাইল',
  },
};
