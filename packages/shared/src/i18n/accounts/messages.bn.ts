import type { AccountsMessagesText } from './messages.en.js';

export const accountsMessages: AccountsMessagesText = {
  roleInUse: 'এই ভূমিকাটি {{count}} জন ব্যবহারকারীর আছে, তাই মুছে ফেলা যাবে না',
  cannotDeleteOwnAccount: 'আপনি নিজের অ্যাকাউন্ট মুছে ফেলতে পারবেন না',
  lastAdminNotDeletable: 'সাইটের শেষ অ্যাডমিনকে মুছে ফেলা যাবে না',
  menuUrlInvalid: '/ দিয়ে শুরু হওয়া একটি অ্যাপ পাথ লিখুন, যেমন /quiz/topics',
  menuIconInvalid: 'দেওয়া আইকনগুলোর একটি বেছে নিন',
  unknownMenu: 'বেছে নেওয়া মেনুগুলোর একটি আর নেই; পেজটি আবার লোড করে চেষ্টা করুন',
  uploadPathInvalid: 'এই সাইটে আপলোড করা একটি ছবি বেছে নিন',
};
