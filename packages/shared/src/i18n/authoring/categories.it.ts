import type { CategoriesText } from './categories.en.js';

export const categories: CategoriesText = {
  intro:
    'Raggruppa le domande per argomento. La schermata Tutte le valutazioni filtra le valutazioni per queste categorie.',
  tableLabel: 'Categorie di domande',
  name: 'Nome della categoria',
  nameHint: 'Unico, al massimo 100 caratteri.',
  questionsCount: 'Domande',
  newCategory: 'Nuova categoria',
  editCategory: 'Modifica categoria',
  empty: 'Nessuna categoria per ora. Aggiungi la prima con Nuova categoria.',
  editAria: 'Modifica la categoria {{name}}',
  deleteAria: 'Elimina la categoria {{name}}',
  deleteTitle: 'Elimina categoria',
  delete: 'Elimina',
};
