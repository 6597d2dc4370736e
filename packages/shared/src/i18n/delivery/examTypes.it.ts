import type { ExamTypesText } from './examTypes.en.js';

export const examTypes: ExamTypesText = {
  numberLabel: 'La tua risposta (un numero)',
  lineHint: 'Incolla, copia e taglia sono disattivati per questa risposta. Premi Invio per inviarla.',
  matchingHint: 'Scegli la risposta corrispondente per ogni elemento.',
  chooseAnswer: 'Scegli…',
  orderingHint:
    'Metti gli elementi in ordine: trascina una riga dalla maniglia oppure usa i suoi pulsanti Sposta su e Sposta giù.',
  moveUp: 'Sposta su: {{item}}',
  moveDown: 'Sposta giù: {{item}}',
  orderMoved: '{{item}} ora è in posizione {{position}} di {{total}}.',
  blankLabel: 'Spazio {{no}}',
  clozeHint:
    'Completa ogni spazio vuoto. Tab passa allo spazio successivo, Invio invia la risposta. Incolla, copia e taglia sono disattivati.',
  clearPair: 'Cancella la risposta per: {{stem}}',
  clearBlanks: 'Svuota tutti gli spazi',
};
