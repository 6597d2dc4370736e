/** The 'categories' namespace: the Question Category screen. */
export const categories = {
  intro: 'Group questions by subject. The All Assessments screen filters assessments by these categories.',
  tableLabel: 'Question categories',
  name: 'Category name',
  nameHint: 'Unique, at most 100 characters.',
  questionsCount: 'Questions',
  newCategory: 'New category',
  editCategory: 'Edit category',
  empty: 'No categories yet. Add the first one with New category.',
  editAria: 'Edit category {{name}}',
  deleteAria: 'Delete category {{name}}',
  deleteTitle: 'Delete category',
  delete: 'Delete',
};

export type CategoriesText = typeof categories;
