import type { AccountsMessagesText } from './messages.en.js';

export const accountsMessages: AccountsMessagesText = {
  roleInUse: 'Questo ruolo è assegnato a {{count}} utenti e non può essere eliminato',
  cannotDeleteOwnAccount: 'Non puoi eliminare il tuo account',
  lastAdminNotDeletable: "L'ultimo amministratore del sito non può essere eliminato",
  menuUrlInvalid: "Inserisci un percorso dell'app che inizi con /, per esempio /quiz/topics",
  menuIconInvalid: 'Scegli una delle icone proposte',
  unknownMenu: 'Uno dei menu scelti non esiste più; ricarica e riprova',
  uploadPathInvalid: 'Scegli un’immagine caricata su questo sito',
};
