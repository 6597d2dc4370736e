import type { ResultsMessagesText } from './messages.en.js';

export const resultsMessages: ResultsMessagesText = {
  marksMustBeNumber: 'अंक एक संख्या होने चाहिए',
  certificateNotEarned: 'यह प्रमाणपत्र अर्जित नहीं किया गया है',
  invalidColor: '#FFFFFF जैसा कोई रंग दर्ज करें',
};
