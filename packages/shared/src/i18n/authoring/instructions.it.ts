import type { InstructionsText } from './instructions.en.js';

export const instructions: InstructionsText = {
  heading: 'Istruzioni: {{title}}',
  subtitle: "I candidati leggono queste istruzioni prima dell'inizio dell'esame.",
  listLabel: 'Istruzioni',
  empty: 'Ancora nessuna istruzione. Aggiungi la prima con "Aggiungi istruzione".',
  add: 'Aggiungi istruzione',
  editTitle: 'Modifica istruzione',
  addTitle: 'Nuova istruzione',
  description: 'Istruzione',
  descriptionHint: 'Una sola istruzione, ad es. "Le calcolatrici non sono ammesse."',
  colNumber: 'N.',
  colDescription: 'Istruzione',
  edit: 'Modifica',
  delete: 'Elimina',
  deleteTitle: 'Eliminare questa istruzione?',
};
