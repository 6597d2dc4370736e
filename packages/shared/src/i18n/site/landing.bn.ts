import type { LandingText } from './landing.en.js';

export const landing: LandingText = {
  home: 'হোম',
  pricing: 'মূল্য',
  features: 'বৈশিষ্ট্য',
  contact: 'যোগাযোগ',
  signIn: 'সাইন ইন করুন',
  getStarted: 'শুরু করুন',
  heroFallbackTitle: 'অনলাইন মূল্যায়ন, এখন সহজ',
  heroFallbackText: 'কুইজ, জরিপ ও সনদপ্রাপ্ত পরীক্ষা প্রকাশ করুন। প্রার্থীরা ব্রাউজারেই সেগুলোতে অংশ নেন।',
  learnMore: 'আরও জানুন',
  featuresSubtitle: 'অনলাইনে মূল্যায়ন দিতে যা কিছু দরকার।',
  contactSubtitle: 'প্ল্যান বা ফিচার নিয়ে প্রশ্ন আছে? যোগাযোগ করুন।',
  telephone: 'টেলিফোন',
  email: 'ইমেল',
  openMenu: 'মেনু খুলুন',
  closeMenu: 'মেনু বন্ধ করুন',
  mainNavigation: 'প্রধান নেভিগেশন',
  followUs: 'আমাদের অনুসরণ করুন',
};
