import type { AiMessagesText } from './messages.en.js';

export const aiMessages: AiMessagesText = {
  aiKeyMissing: '{{provider}}-এর কী এখনও সেট করা হয়নি: সাইট সেটিংসের AI প্যানেলে এটি যোগ করুন',
  aiKeyRejected: '{{provider}} কী-টি প্রত্যাখ্যান করেছে: সাইট সেটিংসের AI প্যানেলে এটি যাচাই করুন',
  aiTimeout: '{{provider}} {{seconds}} সেকেন্ডের মধ্যে উত্তর দেয়নি। কিছুই সংরক্ষিত হয়নি: আবার চেষ্টা করুন বা কম আইটেম চান',
  aiProviderError: '{{provider}} এখন উত্তর দিতে পারছে না ({{detail}})। কিছুই সংরক্ষিত হয়নি: পরে আবার চেষ্টা করুন',
  aiMalformedOutput: '{{provider}} অপ্রত্যাশিত আকারে উত্তর দিয়েছে। কিছুই সংরক্ষিত হয়নি: আবার চেষ্টা করুন',
  aiNoValidOutput: 'তৈরি করা কোনো আইটেমই ব্যবহারযোগ্য ছিল না ({{reason}})। কিছুই সংরক্ষিত হয়নি',
  aiRunningAssessment: 'মূল্যায়ন লাইভ থাকা অবস্থায় প্রশ্ন তৈরি করা যায় না: আগে এটি বন্ধ করুন',
  aiInstructionsGenerated: '{{count}}টি নির্দেশনা তৈরি ও সংরক্ষিত হয়েছে',
  aiQuestionsGenerated: '{{count}}টি প্রশ্ন তৈরি ও সংরক্ষিত হয়েছে',
  minMaxQuestions50: 'সর্বনিম্ন 1 এবং সর্বোচ্চ 50',
  minMaxQuestions25: 'সর্বনিম্ন 1 এবং সর্বোচ্চ 25',
  baseUrlInvalid: 'http:// বা https:// দিয়ে শুরু হওয়া একটি ঠিকানা লিখুন',
  aiTrue: 'সত্য',
  aiFalse: 'মিথ্যা',
  aiNotANumber: '"{{value}}" কোনো সংখ্যা নয়',
  aiSameAsItem: 'আইটেম {{number}}-এর মতো একই লেখা; প্রতিটি আইটেম আলাদা হতে হবে',
};
