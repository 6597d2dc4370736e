import type { ExtraTimeText } from './extraTime.en.js';

export const extraTime: ExtraTimeText = {
  action: 'Tempo aggiuntivo',
  allButton: 'Tempo aggiuntivo per tutte le valutazioni',
  titleFor: 'Tempo aggiuntivo — {{title}}',
  titleAll: 'Tempo aggiuntivo per tutte le valutazioni',
  explanation:
    'Concedi a un candidato minuti extra, un moltiplicatore del tempo della valutazione o entrambi. Il tempo aggiuntivo si applica quando il candidato inizia e la fine della programmazione non lo riduce.',
  explanationFor: 'Una voce qui prevale sulla voce del candidato per tutte le valutazioni.',
  explanationAll:
    'Queste voci valgono per ogni valutazione, tranne quando il candidato ha una voce propria per una valutazione.',
  assessmentTime: 'Tempo della valutazione: {{minutes}} min',
  noTimeLimitNote: 'Questa valutazione non ha un limite di tempo, quindi il tempo aggiuntivo non cambia nulla.',
  listLabel: 'Candidati con tempo aggiuntivo',
  empty: 'Nessun candidato ha ancora tempo aggiuntivo.',
  colCandidate: 'Candidato',
  colExtraMinutes: 'Minuti extra',
  colMultiplier: 'Moltiplicatore',
  colResultingTime: 'Tempo per questa valutazione',
  minutesValue: '{{value}} min',
  multiplierValue: '× {{value}}',
  noTimeLimit: 'Nessun limite di tempo',
  addHeading: 'Aggiungi o modifica il tempo aggiuntivo',
  candidateEmail: 'E-mail del candidato',
  candidateEmailHint: 'Salvando di nuovo per lo stesso candidato, la sua voce viene sostituita.',
  extraMinutes: 'Minuti extra',
  timeMultiplier: 'Moltiplicatore del tempo',
  timeMultiplierHint: '1 mantiene il tempo; 1,5 aggiunge metà del tempo',
  minutesUnit: 'min',
  save: 'Salva tempo aggiuntivo',
  delete: 'Elimina il tempo aggiuntivo di {{name}}',
  deleteTitle: 'Eliminare il tempo aggiuntivo?',
  deleteMessage:
    'Il tempo aggiuntivo di {{name}} ({{email}}) sarà rimosso. I tentativi già iniziati mantengono il loro tempo.',
};
