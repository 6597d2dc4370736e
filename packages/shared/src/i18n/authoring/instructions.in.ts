import type { InstructionsText } from './instructions.en.js';

export const instructions: InstructionsText = {
  heading: 'निर्देश: {{title}}',
  subtitle: 'परीक्षा शुरू होने से पहले उम्मीदवार ये निर्देश पढ़ते हैं।',
  listLabel: 'निर्देश',
  empty: 'अभी कोई निर्देश नहीं है। "निर्देश जोड़ें" से पहला जोड़ें।',
  add: 'निर्देश जोड़ें',
  editTitle: 'निर्देश संपादित करें',
  addTitle: 'नया निर्देश',
  description: 'निर्देश',
  descriptionHint: 'एक निर्देश, जैसे "कैलकुलेटर की अनुमति नहीं है।"',
  colNumber: 'क्रम',
  colDescription: 'निर्देश',
  edit: 'संपादित करें',
  delete: 'हटाएँ',
  deleteTitle: 'यह निर्देश हटाएँ?',
};
