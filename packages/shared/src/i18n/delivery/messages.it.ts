import type { DeliveryMessagesText } from './messages.en.js';

export const deliveryMessages: DeliveryMessagesText = {
  assessmentNotAvailable: 'Questa valutazione non è aperta in questo momento',
  notInvitedToAssessment: 'Questa valutazione è aperta solo ai candidati invitati',
  examTimeOver: 'Il tempo per questa valutazione è scaduto; le risposte date entro il limite sono state salvate',
  attemptClosed: 'Questo tentativo è già terminato',
  attemptStillOpen: 'Questo tentativo è ancora in corso',
  invalidOption: 'Scegli una delle opzioni mostrate',
  skipNotAllowed: 'In questa valutazione non è consentito saltare le domande',
  minMultiplier: 'Il moltiplicatore del tempo deve essere 1 o più',
  maxMultiplier: 'Il moltiplicatore del tempo può essere al massimo 10',
  noExtraTime: 'Aggiungi minuti extra o un moltiplicatore del tempo maggiore di 1',
  answerSaved: 'Risposta salvata',
  draftSaved: 'La tua risposta sullo schermo è conservata',
  draftNotKept: 'Hai già risposto a questa domanda',
  resultHiddenWhileOpen:
    'Hai un tentativo di questa valutazione in corso: le sue risposte e i punteggi saranno di nuovo visibili quando quel tentativo sarà terminato',
  examFinished: 'La tua valutazione è stata inviata',
  accommodationSaved: 'Tempo aggiuntivo salvato',
  noCandidateForEmail: 'Non esiste un candidato con questa e-mail',
};
