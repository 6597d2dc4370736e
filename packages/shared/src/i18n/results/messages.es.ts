import type { ResultsMessagesText } from './messages.en.js';

export const resultsMessages: ResultsMessagesText = {
  marksMustBeNumber: 'La puntuación debe ser un número',
  certificateNotEarned: 'Este certificado no se ha obtenido',
  invalidColor: 'Introduzca un color como #FFFFFF',
};
