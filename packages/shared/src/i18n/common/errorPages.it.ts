import type { ErrorPagesText } from './errorPages.en.js';

export const errorPages: ErrorPagesText = {
  unauthorizedTitle: 'Token scaduto',
  unauthorizedText: 'La tua sessione è terminata. Accedi di nuovo.',
  forbiddenTitle: 'Accesso limitato',
  forbiddenText: 'Non hai accesso a questa sezione.',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che stai cercando non esiste o è stata spostata.',
  noInternetTitle: 'Connessione Internet interrotta',
  noInternetText: 'Impossibile raggiungere il server. Riproveremo ogni 30 secondi.',
  goHome: 'Vai alla home page',
  goSignIn: "Vai all'accesso",
  checking: 'Verifica della connessione…',
  checkNow: 'Verifica ora',
};
