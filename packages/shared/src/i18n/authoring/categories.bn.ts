import type { CategoriesText } from './categories.en.js';

export const categories: CategoriesText = {
  intro: 'প্রশ্নগুলো বিষয় অনুযায়ী ভাগ করুন। সব মূল্যায়ন স্ক্রিন এই বিভাগগুলো দিয়ে মূল্যায়ন ছাঁকে।',
  tableLabel: 'প্রশ্নের বিভাগ',
  name: 'বিভাগের নাম',
  nameHint: 'অনন্য, সর্বোচ্চ 100 অক্ষর।',
  questionsCount: 'প্রশ্ন',
  newCategory: 'নতুন বিভাগ',
  editCategory: 'বিভাগ সম্পাদনা',
  empty: 'এখনও কোনো বিভাগ নেই। নতুন বিভাগ দিয়ে প্রথমটি যোগ করুন।',
  editAria: '{{name}} বিভাগ সম্পাদনা করুন',
  deleteAria: '{{name}} বিভাগ মুছুন',
  deleteTitle: 'বিভাগ মুছুন',
  delete: 'মুছুন',
};
