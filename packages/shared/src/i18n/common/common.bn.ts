import type { CommonText } from './common.en.js';

export const common: CommonText = {
  appName: 'Assessly',
  loading: 'লোড হচ্ছে…',
  save: 'সংরক্ষণ করুন',
  cancel: 'বাতিল করুন',
  close: 'বন্ধ করুন',
  continue: 'চালিয়ে যান',
  refresh: 'রিফ্রেশ করুন',
  back: 'ফিরে যান',
  yes: 'হ্যাঁ',
  no: 'না',
  email: 'ইমেল',
  password: 'পাসওয়ার্ড',
  confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
  fullName: 'পুরো নাম',
  backOnline: 'আপনি আবার অনলাইনে ফিরে এসেছেন।',
  newVersion: 'সাইটের একটি নতুন সংস্করণ উপলব্ধ।',
  planExpired: 'আপনার বিলিং প্ল্যানের মেয়াদ শেষ হয়ে গেছে।',
  renew: 'নবায়ন করুন',
  skipToContent: 'মূল বিষয়বস্তুতে যান',
  or: 'অথবা',
  newPassword: 'নতুন পাসওয়ার্ড',
  changePasswordHint:
    'কমপক্ষে ৮ অক্ষরের একটি নতুন পাসওয়ার্ড বেছে নিন। পরিবর্তনের পরে প্রতিটি ডিভাইসে আপনাকে আবার সাইন ইন করতে হবে।',
  changePasswordSubmit: 'পাসওয়ার্ড পরিবর্তন করুন',
};
