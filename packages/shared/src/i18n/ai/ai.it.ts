import type { AiText } from './ai.en.js';

export const ai: AiText = {
  title: 'IA',
  helpButton: "Scrivi con l'IA",
  helpButtonFor: 'Scrivi "{{field}}" con l\'IA',
  textTitle: "Scrivi con l'IA",
  textFor:
    'Per "{{field}}". Il testo sostituisce il contenuto attuale del campo; puoi ancora modificarlo prima di salvare.',
  instruction: 'Istruzione',
  instructionHint:
    'Indica cosa deve dire il testo e con quale tono, ad es. "cordiale, due frasi, cita il piano gratuito".',
  generate: 'Genera',
  generating: 'Generazione…',
  generatingWait: 'Generazione in corso… può richiedere fino a {{seconds}} secondi.',
  providerInUse: 'Usa {{provider}}',
  nothingGenerated: 'Non è stato generato nulla',
  keyMissingTitle: 'Nessuna chiave {{provider}} impostata',
  keyMissingText:
    'Non si può generare nulla finché non si aggiunge una chiave {{provider}} in Impostazioni del sito, pannello IA.',
  keyMissingLink: 'Apri il pannello IA',
  modeLabel: 'Come aggiungere le istruzioni',
  modeAi: "Generate dall'IA",
  modeManual: 'Inserimento manuale',
  instructionsIntro:
    '{{provider}} scrive le istruzioni e le salva in questa valutazione. Dopo puoi modificarle o eliminarle una per una.',
  quizInstruction: 'Di cosa devono trattare le istruzioni?',
  quizInstructionHint: 'ad es. "regole per un test online di chimica di 30 minuti senza calcolatrice".',
  noOfInstructions: 'Numero di istruzioni',
  noOfInstructionsHint: 'Da 1 a {{max}} con {{provider}}',
  deletePrevious: 'Elimina le istruzioni precedenti',
  deletePreviousCount:
    'Istruzioni attuali di questa valutazione: {{count}}. Senza questa scelta, le nuove si aggiungono a quelle.',
  deletePreviousNone: 'Questa valutazione non ha ancora istruzioni.',
  droppedTitle: 'Elementi generati non utilizzabili e non salvati: {{count}}',
  panelIntro:
    'Il sito ora usa {{provider}}: cambialo con il pulsante "Modello IA" del menu. Ciò che resta vuoto qui viene preso dall\'ambiente del server.',
  inUse: 'In uso',
  apiKey: 'Chiave API',
  keyHint: 'Scrivi una nuova chiave per sostituire quella salvata; lascia vuoto per mantenerla.',
  keyFromSettings: 'Chiave salvata nelle impostazioni',
  keyFromEnvironment: "Chiave dall'ambiente del server ({{name}})",
  keyNotSet: 'Nessuna chiave: {{provider}} non si può ancora usare',
  keyWillBeRemoved: 'La chiave salvata verrà rimossa al salvataggio',
  removeKey: 'Rimuovi la chiave salvata',
  model: 'Modello',
  modelHint: 'Vuoto: {{model}}',
  baseUrl: 'URL di base (facoltativo)',
  openAiBaseUrlHint:
    'Un server compatibile con OpenAI, ad esempio un server di modelli locale. Vuoto: OPENAI_BASE_URL, altrimenti il servizio Open AI.',
  geminiBaseUrlHint: 'Un proxy davanti a Gemini AI. Vuoto: GEMINI_BASE_URL, altrimenti il servizio Google.',
};
