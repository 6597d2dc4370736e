import type { AiMessagesText } from './messages.en.js';

export const aiMessages: AiMessagesText = {
  aiKeyMissing: 'La chiave di {{provider}} non è ancora impostata: aggiungila in Impostazioni del sito, pannello IA',
  aiKeyRejected: '{{provider}} ha rifiutato la chiave: controllala in Impostazioni del sito, pannello IA',
  aiTimeout:
    '{{provider}} non ha risposto entro {{seconds}} secondi. Non è stato salvato nulla: riprova o chiedi meno elementi',
  aiProviderError: '{{provider}} non può rispondere ora ({{detail}}). Non è stato salvato nulla: riprova più tardi',
  aiMalformedOutput: '{{provider}} ha risposto in una forma inattesa. Non è stato salvato nulla: riprova',
  aiNoValidOutput: 'Nessuno degli elementi generati era utilizzabile ({{reason}}). Non è stato salvato nulla',
  aiRunningAssessment: 'Non si possono generare domande mentre la valutazione è attiva: fermala prima',
  aiInstructionsGenerated: '{{count}} istruzioni generate e salvate',
  aiQuestionsGenerated: '{{count}} domande generate e salvate',
  minMaxQuestions50: 'Min 1 e max 50',
  minMaxQuestions25: 'Min 1 e max 25',
  baseUrlInvalid: 'Inserisci un indirizzo che inizi con http:// o https://',
  aiTrue: 'Vero',
  aiFalse: 'Falso',
  aiNotANumber: '"{{value}}" non è un numero',
  aiSameAsItem: 'lo stesso testo dell’elemento {{number}}; ogni elemento deve essere diverso',
};
