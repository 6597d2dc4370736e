import type { Locale } from '../../constants.js';

/**
 * Message keys added with results, grading, certificates and analytics (issue 5), in every
 * language. Owners add keys here (all five languages) with small edits.
 */
const en = {
  certificateNotEarned: 'This certificate has not been earned',
};

export const resultMessages: Record<Locale, typeof en> = {
  en,
  es: { certificateNotEarned: 'Este certificado no se ha obtenido' },
  it: { certificateNotEarned: 'Questo certificato non è stato ottenuto' },
  in: { certificateNotEarned: 'यह प्रमाणपत्र अर्जित नहीं किया गया है' },
  bn: { certificateNotEarned: 'এই সনদটি অর্জিত হয়নি' },
};
