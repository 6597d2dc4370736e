import type { BillingMessagesText } from './messages.en.js';

export const billingMessages: BillingMessagesText = {
  planInUse: 'यह प्लान {{count}} उपयोगकर्ताओं के पास है और इसे हटाया नहीं जा सकता',
  quizPaymentRequired: 'यह मूल्यांकन सशुल्क है: पहले प्रयास से पहले इसका भुगतान करें',
  checkoutSessionUsed: 'इस भुगतान का उपयोग पहले ही हो चुका है',
  paymentAmountMismatch: 'भुगतान प्लान की कीमत से मेल नहीं खाता',
  noPaymentNeeded: 'इसके लिए किसी भुगतान की आवश्यकता नहीं है: यह निःशुल्क है या पहले ही भुगतान हो चुका है',
};
