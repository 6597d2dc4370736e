import type { SiteMessagesText } from './messages.en.js';

export const siteMessages: SiteMessagesText = {
  contactMessageSent: 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে',
  emailQueued: 'ইমেলটি সারিতে আছে এবং কিছুক্ষণের মধ্যেই পাঠানো হবে',
  numberRule: '0-এর চেয়ে বড় একটি পূর্ণসংখ্যা লিখুন',
  currencyInvalid: 'তিন অক্ষরের মুদ্রা কোড লিখুন, যেমন usd',
  hostInvalid: 'একটি হোস্ট নাম লিখুন, যেমন smtp.example.com',
  colorInvalid: '#RRGGBB আকারে একটি রং লিখুন',
  httpsLinkOnly: 'https:// দিয়ে শুরু হওয়া একটি লিঙ্ক লিখুন',
  originInvalid: 'সাইটের ঠিকানা লিখুন, যেমন https://exams.example.com',
  primaryColorContrast: 'এই রঙের ওপর সাদা লেখা পড়া খুব কঠিন (4.5:1-এর কম)। আরও গাঢ় প্রধান রং বেছে নিন।',
  passwordResetMailUnavailable:
    'এই সাইটে ইমেলের মাধ্যমে পাসওয়ার্ড রিসেট এখনও চালু হয়নি; অনুগ্রহ করে সাইটের অ্যাডমিনের সঙ্গে যোগাযোগ করুন',
  smtpConnectionFailed: 'মেল সার্ভারের সঙ্গে সংযোগ করা যায়নি: হোস্ট ও পোর্ট যাচাই করুন ({{detail}})',
  smtpHostNotFound: 'মেল সার্ভারের হোস্ট নাম পাওয়া যায়নি: হোস্ট যাচাই করুন ({{detail}})',
  smtpTimeout: 'মেল সার্ভার সময়মতো উত্তর দেয়নি: হোস্ট, পোর্ট ও ফায়ারওয়াল যাচাই করুন ({{detail}})',
  smtpAuthFailed: 'মেল সার্ভার প্রেরকের ইমেল ও পাসওয়ার্ড গ্রহণ করেনি: দুটোই যাচাই করুন ({{detail}})',
  smtpTlsFailed:
    'মেল সার্ভারের সঙ্গে নিরাপদ সংযোগ ব্যর্থ হয়েছে: পোর্ট 465 SSL ব্যবহার করে, পোর্ট 587 ও 25 STARTTLS ({{detail}})',
  smtpRecipientRefused: 'মেল সার্ভার প্রাপকের ঠিকানা গ্রহণ করেনি ({{detail}})',
  smtpRejected: 'মেল সার্ভার মেলটি গ্রহণ করেনি ({{detail}})',
  mailNotRetryable: 'শুধু ব্যর্থ হওয়া বা পরের চেষ্টার অপেক্ষায় থাকা মেলই আবার পাঠানো যায়',
  testMailSent: '{{email}}-এ একটি পরীক্ষামূলক মেল পাঠানো হয়েছে। সেই ইনবক্স (এবং স্প্যাম ফোল্ডার) দেখুন।',
  mailRetryQueued: 'মেলটি আবার সারিতে রাখা হয়েছে এবং কিছুক্ষণের মধ্যে পাঠানো হবে',
};
