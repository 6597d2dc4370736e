import type { ResultsMessagesText } from './messages.en.js';

export const resultsMessages: ResultsMessagesText = {
  marksMustBeNumber: 'Il punteggio deve essere un numero',
  certificateNotEarned: 'Questo certificato non è stato ottenuto',
  invalidColor: 'Inserisci un colore come #FFFFFF',
};
