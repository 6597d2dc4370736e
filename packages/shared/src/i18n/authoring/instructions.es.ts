import type { InstructionsText } from './instructions.en.js';

export const instructions: InstructionsText = {
  heading: 'Instrucciones: {{title}}',
  subtitle: 'Los candidatos leen estas instrucciones antes de empezar el examen.',
  listLabel: 'Instrucciones',
  empty: 'Aún no hay instrucciones. Añade la primera con "Añadir instrucción".',
  add: 'Añadir instrucción',
  editTitle: 'Editar instrucción',
  addTitle: 'Nueva instrucción',
  description: 'Instrucción',
  descriptionHint: 'Una instrucción, p. ej. "No se permiten calculadoras."',
  colNumber: 'N.º',
  colDescription: 'Instrucción',
  edit: 'Editar',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar esta instrucción?',
};
