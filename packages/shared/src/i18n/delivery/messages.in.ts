import type { DeliveryMessagesText } from './messages.en.js';

export const deliveryMessages: DeliveryMessagesText = {
  assessmentNotAvailable: 'यह मूल्यांकन अभी खुला नहीं है',
  notInvitedToAssessment: 'यह मूल्यांकन केवल आमंत्रित उम्मीदवारों के लिए खुला है',
  examTimeOver: 'इस मूल्यांकन का समय समाप्त हो गया; समय सीमा तक के आपके उत्तर सहेजे गए',
  attemptClosed: 'यह प्रयास पहले ही समाप्त हो चुका है',
  attemptStillOpen: 'यह प्रयास अभी जारी है',
  invalidOption: 'दिखाए गए विकल्पों में से एक चुनें',
  skipNotAllowed: 'इस मूल्यांकन में प्रश्न छोड़ने की अनुमति नहीं है',
  minMultiplier: 'समय गुणक 1 या अधिक होना चाहिए',
  maxMultiplier: 'समय गुणक अधिकतम 10 हो सकता है',
  noExtraTime: 'अतिरिक्त मिनट या 1 से बड़ा समय गुणक जोड़ें',
  answerSaved: 'उत्तर सहेजा गया',
  draftSaved: 'स्क्रीन पर आपका उत्तर सुरक्षित रखा गया है',
  draftNotKept: 'इस प्रश्न का उत्तर पहले ही दिया जा चुका है',
  resultHiddenWhileOpen: 'इस मूल्यांकन का आपका एक प्रयास अभी जारी है: वह प्रयास समाप्त होने पर इसके उत्तर और अंक फिर से दिखाए जाएंगे',
  examFinished: 'आपका मूल्यांकन जमा हो गया',
  accommodationSaved: 'अतिरिक्त समय सहेजा गया',
  noCandidateForEmail: 'इस ई-मेल का कोई उम्मीदवार नहीं है',
};
