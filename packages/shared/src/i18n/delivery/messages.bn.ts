import type { DeliveryMessagesText } from './messages.en.js';

export const deliveryMessages: DeliveryMessagesText = {
  assessmentNotAvailable: 'এই মূল্যায়নটি এখন খোলা নেই',
  notInvitedToAssessment: 'এই মূল্যায়নটি কেবল আমন্ত্রিত প্রার্থীদের জন্য খোলা',
  examTimeOver: 'এই মূল্যায়নের সময় শেষ; নির্ধারিত সময় পর্যন্ত আপনার উত্তরগুলো সংরক্ষিত হয়েছে',
  attemptClosed: 'এই প্রচেষ্টাটি ইতিমধ্যে শেষ হয়েছে',
  attemptStillOpen: 'এই প্রচেষ্টাটি এখনও চলছে',
  invalidOption: 'দেখানো বিকল্পগুলোর একটি বেছে নিন',
  skipNotAllowed: 'এই মূল্যায়নে প্রশ্ন বাদ দেওয়ার অনুমতি নেই',
  minMultiplier: 'সময় গুণক 1 বা তার বেশি হতে হবে',
  maxMultiplier: 'সময় গুণক সর্বোচ্চ 10 হতে পারে',
  noExtraTime: 'অতিরিক্ত মিনিট বা 1-এর বেশি সময় গুণক যোগ করুন',
  answerSaved: 'উত্তর সংরক্ষিত হয়েছে',
  draftSaved: 'স্ক্রিনে থাকা আপনার উত্তর রাখা হয়েছে',
  draftNotKept: 'এই প্রশ্নের উত্তর আগেই দেওয়া হয়েছে',
  resultHiddenWhileOpen: 'এই মূল্যায়নের আপনার একটি প্রচেষ্টা এখনও চলছে: সেই প্রচেষ্টা শেষ হলে এর উত্তর ও নম্বর আবার দেখানো হবে',
  examFinished: 'আপনার মূল্যায়ন জমা দেওয়া হয়েছে',
  accommodationSaved: 'অতিরিক্ত সময় সংরক্ষিত হয়েছে',
  noCandidateForEmail: 'এই ই-মেইলের কোনো প্রার্থী নেই',
};
