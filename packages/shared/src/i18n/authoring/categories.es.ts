import type { CategoriesText } from './categories.en.js';

export const categories: CategoriesText = {
  intro:
    'Agrupa las preguntas por tema. La pantalla Todas las evaluaciones filtra las evaluaciones por estas categorías.',
  tableLabel: 'Categorías de preguntas',
  name: 'Nombre de la categoría',
  nameHint: 'Único, como máximo 100 caracteres.',
  questionsCount: 'Preguntas',
  newCategory: 'Nueva categoría',
  editCategory: 'Editar categoría',
  empty: 'Todavía no hay categorías. Añade la primera con Nueva categoría.',
  editAria: 'Editar la categoría {{name}}',
  deleteAria: 'Eliminar la categoría {{name}}',
  deleteTitle: 'Eliminar categoría',
  delete: 'Eliminar',
};
