import type { ExamTypesText } from './examTypes.en.js';

export const examTypes: ExamTypesText = {
  numberLabel: 'আপনার উত্তর (একটি সংখ্যা)',
  lineHint: 'এই উত্তরের জন্য পেস্ট, কপি ও কাট বন্ধ আছে। জমা দিতে Enter চাপুন।',
  matchingHint: 'প্রতিটি পদের সঙ্গে মেলে এমন উত্তর বেছে নিন।',
  chooseAnswer: 'বেছে নিন…',
  orderingHint:
    'পদগুলো ক্রম অনুযায়ী সাজান: কোনো সারিকে তার হ্যান্ডেল ধরে টেনে আনুন, অথবা তার উপরে সরান ও নিচে সরান বোতাম ব্যবহার করুন।',
  moveUp: 'উপরে সরান: {{item}}',
  moveDown: 'নিচে সরান: {{item}}',
  orderMoved: '{{item}} এখন {{total}}-এর মধ্যে {{position}} নম্বরে।',
  blankLabel: 'শূন্যস্থান {{no}}',
  clozeHint: 'প্রতিটি শূন্যস্থান পূরণ করুন। Tab পরের শূন্যস্থানে নিয়ে যায়, Enter উত্তর জমা দেয়। পেস্ট, কপি ও কাট বন্ধ আছে।',
  clearPair: 'এর উত্তর মুছুন: {{stem}}',
  clearBlanks: 'সব শূন্যস্থান খালি করুন',
};
