import type { SiteMessagesText } from './messages.en.js';

export const siteMessages: SiteMessagesText = {
  contactMessageSent: 'धन्यवाद! आपका संदेश भेज दिया गया',
  emailQueued: 'ईमेल कतार में है और कुछ ही देर में भेज दिया जाएगा',
  numberRule: '0 से बड़ी पूर्ण संख्या लिखें',
  currencyInvalid: 'तीन अक्षरों वाला मुद्रा कोड लिखें, जैसे usd',
  hostInvalid: 'होस्ट नाम लिखें, जैसे smtp.example.com',
  colorInvalid: 'रंग #RRGGBB के रूप में लिखें',
  httpsLinkOnly: 'https:// से शुरू होने वाला लिंक लिखें',
  originInvalid: 'साइट का पता लिखें, जैसे https://exams.example.com',
  primaryColorContrast: 'इस रंग पर सफ़ेद टेक्स्ट पढ़ना बहुत कठिन है (4.5:1 से कम)। गहरा मुख्य रंग चुनें।',
  passwordResetMailUnavailable: 'इस साइट पर ईमेल से पासवर्ड रीसेट अभी उपलब्ध नहीं है; कृपया साइट के व्यवस्थापक से संपर्क करें',
  smtpConnectionFailed: 'मेल सर्वर से कनेक्ट नहीं हो सका: होस्ट और पोर्ट जाँचें ({{detail}})',
  smtpHostNotFound: 'मेल सर्वर का होस्ट नाम नहीं मिला: होस्ट जाँचें ({{detail}})',
  smtpTimeout: 'मेल सर्वर ने समय पर उत्तर नहीं दिया: होस्ट, पोर्ट और फ़ायरवॉल जाँचें ({{detail}})',
  smtpAuthFailed: 'मेल सर्वर ने प्रेषक का ईमेल और पासवर्ड अस्वीकार कर दिया: दोनों जाँचें ({{detail}})',
  smtpTlsFailed:
    'मेल सर्वर से सुरक्षित कनेक्शन विफल रहा: पोर्ट 465 SSL का उपयोग करता है, पोर्ट 587 और 25 STARTTLS का ({{detail}})',
  smtpRecipientRefused: 'मेल सर्वर ने प्राप्तकर्ता का पता अस्वीकार कर दिया ({{detail}})',
  smtpRejected: 'मेल सर्वर ने मेल अस्वीकार कर दिया ({{detail}})',
  mailNotRetryable: 'केवल वही मेल दोबारा भेजा जा सकता है जो विफल हुआ हो या अगले प्रयास की प्रतीक्षा में हो',
  testMailSent: '{{email}} पर एक परीक्षण मेल भेजा गया। वह इनबॉक्स (और उसका स्पैम फ़ोल्डर) देखें।',
  mailRetryQueued: 'मेल फिर से कतार में है और कुछ ही क्षणों में भेजा जाएगा',
};
