import type { Locale } from '../../common/constants.js';

/**
 * Message keys added with results, grading, certificates and analytics (issue 5), in every
 * language. Owners add keys here (all five languages) with small edits.
 */
const en = {
  marksMustBeNumber: 'The mark must be a number',
  certificateNotEarned: 'This certificate has not been earned',
  invalidColor: 'Enter a colour such as #FFFFFF',
};

export const resultMessages: Record<Locale, typeof en> = {
  en,
  es: {
    marksMustBeNumber: 'La puntuación debe ser un número',
    certificateNotEarned: 'Este certificado no se ha obtenido',
    invalidColor: 'Introduzca un color como #FFFFFF',
  },
  it: {
    marksMustBeNumber: 'Il punteggio deve essere un numero',
    certificateNotEarned: 'Questo certificato non è stato ottenuto',
    invalidColor: 'Inserisci un colore come #FFFFFF',
  },
  in: {
    marksMustBeNumber: 'अंक एक संख्या होने चाहिए',
    certificateNotEarned: 'यह प्रमाणपत्र अर्जित नहीं किया गया है',
    invalidColor: '#FFFFFF जैसा कोई रंग दर्ज करें',
  },
  bn: {
    marksMustBeNumber: 'নম্বর অবশ্যই একটি সংখ্যা হতে হবে',
    certificateNotEarned: 'এই সনদটি অর্জিত হয়নি',
    invalidColor: '#FFFFFF-এর মতো একটি রং লিখুন',
  },
};
