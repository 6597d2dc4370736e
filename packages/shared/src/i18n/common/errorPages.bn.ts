import type { ErrorPagesText } from './errorPages.en.js';

export const errorPages: ErrorPagesText = {
  unauthorizedTitle: 'টোকেনের মেয়াদ শেষ',
  unauthorizedText: 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  forbiddenTitle: 'প্রবেশ সীমিত',
  forbiddenText: 'এখানে আপনার অ্যাক্সেস নেই।',
  notFoundTitle: 'পেজ পাওয়া যায়নি',
  notFoundText: 'আপনি যে পেজটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।',
  noInternetTitle: 'ইন্টারনেট সংযোগে বিঘ্ন',
  noInternetText: 'আমরা সার্ভারে পৌঁছাতে পারছি না। প্রতি 30 সেকেন্ডে আবার পরীক্ষা করা হবে।',
  goHome: 'হোম পেজে যান',
  goSignIn: 'সাইন ইনে যান',
  checking: 'সংযোগ পরীক্ষা করা হচ্ছে…',
  checkNow: 'এখনই যাচাই করুন',
};
