import type { ExamTypesText } from './examTypes.en.js';

export const examTypes: ExamTypesText = {
  numberLabel: 'Tu respuesta (un número)',
  lineHint: 'Pegar, copiar y cortar están desactivados para esta respuesta. Pulsa Intro para enviarla.',
  matchingHint: 'Elige la respuesta que corresponde a cada elemento.',
  chooseAnswer: 'Elige…',
  orderingHint: 'Pon los elementos en orden: arrastra una fila por su asa o usa sus botones Subir y Bajar.',
  moveUp: 'Subir: {{item}}',
  moveDown: 'Bajar: {{item}}',
  orderMoved: '{{item}} está ahora en la posición {{position}} de {{total}}.',
  blankLabel: 'Hueco {{no}}',
  clozeHint:
    'Rellena todos los huecos. Tab pasa al siguiente hueco e Intro envía la respuesta. Pegar, copiar y cortar están desactivados.',
  clearPair: 'Borrar la respuesta de: {{stem}}',
  clearBlanks: 'Vaciar todos los huecos',
};
