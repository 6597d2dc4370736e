import type { AccountsMessagesText } from './messages.en.js';

export const accountsMessages: AccountsMessagesText = {
  roleInUse: 'यह भूमिका {{count}} उपयोगकर्ताओं के पास है और इसे हटाया नहीं जा सकता',
  cannotDeleteOwnAccount: 'आप अपना खाता नहीं हटा सकते',
  lastAdminNotDeletable: 'साइट के अंतिम एडमिन को हटाया नहीं जा सकता',
  menuUrlInvalid: '/ से शुरू होने वाला ऐप पथ लिखें, जैसे /quiz/topics',
  menuIconInvalid: 'दिए गए आइकनों में से एक चुनें',
  unknownMenu: 'चुने गए मेनू में से एक अब मौजूद नहीं है; पेज फिर से लोड करके दोबारा कोशिश करें',
  uploadPathInvalid: 'इस साइट पर अपलोड की गई तस्वीर चुनें',
};
