import type { SiteMessagesText } from './messages.en.js';

export const siteMessages: SiteMessagesText = {
  contactMessageSent: 'Grazie! Il tuo messaggio è stato inviato',
  emailQueued: "L'e-mail è in coda e verrà inviata tra un momento",
  numberRule: 'Inserisci un numero intero maggiore di 0',
  currencyInvalid: 'Inserisci un codice valuta di tre lettere, per esempio usd',
  hostInvalid: 'Inserisci un nome host, per esempio smtp.example.com',
  colorInvalid: 'Inserisci un colore nel formato #RRGGBB',
  httpsLinkOnly: 'Inserisci un link che inizi con https://',
  originInvalid: 'Inserisci l’indirizzo del sito, per esempio https://exams.example.com',
  primaryColorContrast:
    'Il testo bianco su questo colore è troppo difficile da leggere (meno di 4,5:1). Scegli un colore principale più scuro.',
  passwordResetMailUnavailable:
    "Il ripristino della password via e-mail non è ancora disponibile su questo sito; contatta l'amministratore del sito",
  smtpConnectionFailed: 'Impossibile connettersi al server di posta: controlla host e porta ({{detail}})',
  smtpHostNotFound: "Il nome host del server di posta non è stato trovato: controlla l'host ({{detail}})",
  smtpTimeout: 'Il server di posta non ha risposto in tempo: controlla host, porta ed eventuale firewall ({{detail}})',
  smtpAuthFailed:
    "Il server di posta ha rifiutato l'e-mail del mittente e la password: controlla entrambe ({{detail}})",
  smtpTlsFailed:
    'La connessione sicura al server di posta non è riuscita: la porta 465 usa SSL, le porte 587 e 25 usano STARTTLS ({{detail}})',
  smtpRecipientRefused: "Il server di posta ha rifiutato l'indirizzo del destinatario ({{detail}})",
  smtpRejected: 'Il server di posta ha rifiutato il messaggio ({{detail}})',
  mailNotRetryable: "Si può inviare di nuovo solo un'e-mail non riuscita o in attesa del prossimo tentativo",
  testMailSent: "È stata inviata un'e-mail di prova a {{email}}. Controlla quella casella (anche la cartella spam).",
  mailRetryQueued: "L'e-mail è di nuovo in coda e verrà inviata tra un momento",
};
