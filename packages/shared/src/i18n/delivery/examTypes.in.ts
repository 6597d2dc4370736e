import type { ExamTypesText } from './examTypes.en.js';

export const examTypes: ExamTypesText = {
  numberLabel: 'आपका उत्तर (एक संख्या)',
  lineHint: 'इस उत्तर के लिए पेस्ट, कॉपी और कट बंद हैं। जमा करने के लिए Enter दबाएँ।',
  matchingHint: 'हर पद के लिए उससे मेल खाता उत्तर चुनें।',
  chooseAnswer: 'चुनें…',
  orderingHint: 'पदों को सही क्रम में लगाएँ: किसी पंक्ति को उसके हैंडल से खींचें, या उसके ऊपर ले जाएँ और नीचे ले जाएँ बटन इस्तेमाल करें।',
  moveUp: 'ऊपर ले जाएँ: {{item}}',
  moveDown: 'नीचे ले जाएँ: {{item}}',
  orderMoved: '{{item}} अब {{total}} में से {{position}} स्थान पर है।',
  blankLabel: 'रिक्त स्थान {{no}}',
  clozeHint: 'हर रिक्त स्थान भरें। Tab अगले रिक्त स्थान पर ले जाता है, Enter उत्तर जमा करता है। पेस्ट, कॉपी और कट बंद हैं।',
  clearPair: 'इसका उत्तर हटाएँ: {{stem}}',
  clearBlanks: 'सभी रिक्त स्थान खाली करें',
};
