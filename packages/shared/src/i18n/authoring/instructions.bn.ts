import type { InstructionsText } from './instructions.en.js';

export const instructions: InstructionsText = {
  heading: 'নির্দেশনা: {{title}}',
  subtitle: 'পরীক্ষা শুরুর আগে প্রার্থীরা এই নির্দেশনাগুলো পড়েন।',
  listLabel: 'নির্দেশনা',
  empty: 'এখনও কোনো নির্দেশনা নেই। "নির্দেশনা যোগ করুন" দিয়ে প্রথমটি যোগ করুন।',
  add: 'নির্দেশনা যোগ করুন',
  editTitle: 'নির্দেশনা সম্পাদনা করুন',
  addTitle: 'নতুন নির্দেশনা',
  description: 'নির্দেশনা',
  descriptionHint: 'একটি নির্দেশনা, যেমন "ক্যালকুলেটর ব্যবহার করা যাবে না।"',
  colNumber: 'ক্রম',
  colDescription: 'নির্দেশনা',
  edit: 'সম্পাদনা',
  delete: 'মুছুন',
  deleteTitle: 'এই নির্দেশনাটি মুছবেন?',
};
