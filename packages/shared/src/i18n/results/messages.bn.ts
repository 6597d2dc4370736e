import type { ResultsMessagesText } from './messages.en.js';

export const resultsMessages: ResultsMessagesText = {
  marksMustBeNumber: 'নম্বর অবশ্যই একটি সংখ্যা হতে হবে',
  certificateNotEarned: 'এই সনদটি অর্জিত হয়নি',
  invalidColor: '#FFFFFF-এর মতো একটি রং লিখুন',
};
