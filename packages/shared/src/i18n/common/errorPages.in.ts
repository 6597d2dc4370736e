import type { ErrorPagesText } from './errorPages.en.js';

export const errorPages: ErrorPagesText = {
  unauthorizedTitle: 'टोकन की अवधि समाप्त',
  unauthorizedText: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  forbiddenTitle: 'प्रवेश प्रतिबंधित',
  forbiddenText: 'आपको यहाँ पहुँच की अनुमति नहीं है।',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और ले जाया गया है।',
  noInternetTitle: 'इंटरनेट में रुकावट',
  noInternetText: 'हम सर्वर तक नहीं पहुँच पा रहे हैं। हम हर 30 सेकंड में फिर से जाँच करेंगे।',
  goHome: 'होम पेज पर जाएँ',
  goSignIn: 'साइन इन पर जाएँ',
  checking: 'कनेक्शन की जाँच हो रही है…',
  checkNow: 'अभी जाँचें',
};
