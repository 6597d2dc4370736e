import type { Locale } from '../../constants.js';

/** Message keys added with billing (issue 7), in every language. */
const en = {
  planInUse: 'This plan is held by {{count}} users and can not be deleted',
  quizPaymentRequired: 'This assessment is paid: pay for it before your first attempt',
  checkoutSessionUsed: 'This payment has already been used',
  paymentAmountMismatch: 'The payment does not match the price of the plan',
};

export const billingMessages: Record<Locale, typeof en> = {
  en,
  es: {
    planInUse: 'Este plan lo tienen {{count}} usuarios y no se puede eliminar',
    quizPaymentRequired: 'Esta evaluación es de pago: págala antes de tu primer intento',
    checkoutSessionUsed: 'Este pago ya se ha utilizado',
    paymentAmountMismatch: 'El pago no coincide con el precio del plan',
  },
  it: {
    planInUse: 'Questo piano è assegnato a {{count}} utenti e non può essere eliminato',
    quizPaymentRequired: 'Questa valutazione è a pagamento: pagala prima del primo tentativo',
    checkoutSessionUsed: 'Questo pagamento è già stato utilizzato',
    paymentAmountMismatch: 'Il pagamento non corrisponde al prezzo del piano',
  },
  in: {
    planInUse: 'यह प्लान {{count}} उपयोगकर्ताओं के पास है और इसे हटाया नहीं जा सकता',
    quizPaymentRequired: 'यह मूल्यांकन सशुल्क है: पहले प्रयास से पहले इसका भुगतान करें',
    checkoutSessionUsed: 'इस भुगतान का उपयोग पहले ही हो चुका है',
    paymentAmountMismatch: 'भुगतान प्लान की कीमत से मेल नहीं खाता',
  },
  bn: {
    planInUse: 'এই প্ল্যানটি {{count}} জন ব্যবহারকারীর আছে, তাই মুছে ফেলা যাবে না',
    quizPaymentRequired: 'এই মূল্যায়নটি সশুল্ক: প্রথম চেষ্টার আগে এর মূল্য পরিশোধ করুন',
    checkoutSessionUsed: 'এই পেমেন্টটি ইতিমধ্যে ব্যবহার করা হয়েছে',
    paymentAmountMismatch: 'পেমেন্টটি প্ল্যানের দামের সাথে মেলে না',
  },
};
