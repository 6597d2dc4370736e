import type { AiMessagesText } from './messages.en.js';

export const aiMessages: AiMessagesText = {
  aiKeyMissing: '{{provider}} की कुंजी अभी सेट नहीं है: इसे साइट सेटिंग्स के AI पैनल में जोड़ें',
  aiKeyRejected: '{{provider}} ने कुंजी अस्वीकार कर दी: साइट सेटिंग्स के AI पैनल में इसे जाँचें',
  aiTimeout: '{{provider}} ने {{seconds}} सेकंड में उत्तर नहीं दिया। कुछ भी सहेजा नहीं गया: फिर से प्रयास करें या कम आइटम माँगें',
  aiProviderError: '{{provider}} अभी उत्तर नहीं दे सका ({{detail}})। कुछ भी सहेजा नहीं गया: बाद में फिर प्रयास करें',
  aiMalformedOutput: '{{provider}} ने अप्रत्याशित रूप में उत्तर दिया। कुछ भी सहेजा नहीं गया: फिर से प्रयास करें',
  aiNoValidOutput: 'बनाए गए आइटमों में से कोई भी उपयोग योग्य नहीं था ({{reason}})। कुछ भी सहेजा नहीं गया',
  aiRunningAssessment: 'मूल्यांकन लाइव रहते हुए प्रश्न नहीं बनाए जा सकते: पहले इसे रोकें',
  aiInstructionsGenerated: '{{count}} निर्देश बनाए और सहेजे गए',
  aiQuestionsGenerated: '{{count}} प्रश्न बनाए और सहेजे गए',
  minMaxQuestions50: 'न्यूनतम 1 और अधिकतम 50',
  minMaxQuestions25: 'न्यूनतम 1 और अधिकतम 25',
  baseUrlInvalid: 'http:// या https:// से शुरू होने वाला पता दर्ज करें',
  aiTrue: 'सत्य',
  aiFalse: 'असत्य',
  aiNotANumber: '"{{value}}" कोई संख्या नहीं है',
  aiSameAsItem: 'आइटम {{number}} जैसा ही पाठ; हर आइटम अलग होना चाहिए',
};
