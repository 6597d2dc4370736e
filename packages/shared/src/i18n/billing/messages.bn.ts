import type { BillingMessagesText } from './messages.en.js';

export const billingMessages: BillingMessagesText = {
  planInUse: 'এই প্ল্যানটি {{count}} জন ব্যবহারকারীর আছে, তাই মুছে ফেলা যাবে না',
  quizPaymentRequired: 'এই মূল্যায়নটি সশুল্ক: প্রথম চেষ্টার আগে এর মূল্য পরিশোধ করুন',
  checkoutSessionUsed: 'এই পেমেন্টটি ইতিমধ্যে ব্যবহার করা হয়েছে',
  paymentAmountMismatch: 'পেমেন্টটি প্ল্যানের দামের সাথে মেলে না',
  noPaymentNeeded: 'এর জন্য কোনো পেমেন্টের প্রয়োজন নেই: এটি বিনামূল্যে অথবা ইতিমধ্যে পরিশোধিত',
};
