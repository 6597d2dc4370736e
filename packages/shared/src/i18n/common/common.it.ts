import type { CommonText } from './common.en.js';

export const common: CommonText = {
  appName: 'Assessly',
  loading: 'Caricamento…',
  save: 'Salva',
  cancel: 'Annulla',
  close: 'Chiudi',
  continue: 'Continua',
  refresh: 'Aggiorna',
  back: 'Indietro',
  yes: 'Sì',
  no: 'No',
  email: 'E-mail',
  password: 'Password',
  confirmPassword: 'Conferma password',
  fullName: 'Nome completo',
  backOnline: 'Sei di nuovo online.',
  newVersion: 'È disponibile una nuova versione del sito.',
  planExpired: 'Il tuo piano di fatturazione è scaduto.',
  renew: 'Rinnova',
  skipToContent: 'Vai al contenuto principale',
  or: 'oppure',
  newPassword: 'Nuova password',
  changePasswordHint:
    'Scegli una nuova password di almeno 8 caratteri. Dopo la modifica dovrai accedere di nuovo su ogni dispositivo.',
  changePasswordSubmit: 'Cambia password',
};
