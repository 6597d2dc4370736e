import type { AiQuestionsText } from './aiQuestions.en.js';

export const aiQuestions: AiQuestionsText = {
  title: 'Genera domande con l’IA',
  choice: 'Genera con l’IA',
  choiceHint: '{{provider}} scrive le domande per te partendo dal titolo della valutazione e dalle tue istruzioni.',
  runningTitle: 'Genera con l’IA: prima ferma la valutazione',
  runningHint:
    'Questa valutazione è attiva. Non si può generare con l’IA mentre è in corso: fermala in Gestisci valutazioni e poi torna qui.',
  intro:
    '{{provider}} scrive nuove domande per «{{title}}» e le salva nella valutazione. Controllale prima di renderla attiva.',
  type: 'Tipo di domanda',
  typeTrueFalse: 'Vero/Falso',
  count: 'Numero di domande',
  countHint: 'Min 1 e max {{max}} con {{provider}}',
  instruction: 'Istruzione aggiuntiva (facoltativa)',
  instructionPlaceholder: 'Per esempio: concentrati sul capitolo 3 e usa parole semplici',
  deletePrevious: 'Elimina le domande precedenti ({{count}})',
  deletePreviousNone: 'Elimina le domande precedenti (questa valutazione non ne ha ancora)',
  deletePreviousHint: 'Lascialo deselezionato per aggiungere le nuove domande a quelle già presenti.',
  deleteWarning:
    'Tutte le domande ora presenti in «{{title}}» ({{count}}) saranno eliminate e sostituite da quelle generate. Se la generazione non riesce non viene eliminato nulla; se riesce, l’operazione non si può annullare.',
  generate: 'Genera',
  generating_one: '{{provider}} sta scrivendo 1 domanda. Può richiedere fino a {{seconds}} secondi.',
  generating_other: '{{provider}} sta scrivendo {{count}} domande. Può richiedere fino a {{seconds}} secondi.',
  generating: '{{provider}} sta scrivendo {{count}} domande. Può richiedere fino a {{seconds}} secondi.',
  elapsed: 'In attesa: {{seconds}} s',
  failedTitle: 'Non è stata generata nessuna domanda',
  resultTitle: 'Domande generate',
  totalNow: 'Domande in «{{title}}» ora: {{count}}',
  droppedTitle: 'Elementi generati non salvati: {{count}}',
  droppedIntro:
    'Questi elementi violavano una regola che ogni domanda scritta a mano deve rispettare, quindi sono stati scartati:',
  droppedItem: 'Elemento {{index}}',
  savedTitle: 'Domande salvate: {{count}}',
  savedLabel: 'Domande salvate in «{{title}}»',
  savedNumber: 'Domanda {{number}}',
  wrongAnswers: 'Risposte sbagliate: {{list}}',
  options: 'Opzioni',
  correctOption: '(risposta corretta)',
  openQuestions: 'Apri le domande',
};
