import type { AiText } from './ai.en.js';

export const ai: AiText = {
  title: 'IA',
  helpButton: 'Escribir con IA',
  helpButtonFor: 'Escribir "{{field}}" con IA',
  textTitle: 'Escribir con IA',
  textFor:
    'Para "{{field}}". El texto sustituye lo que el campo contiene ahora; aún puedes cambiarlo antes de guardar.',
  instruction: 'Instrucción',
  instructionHint: 'Di qué debe decir el texto y en qué tono, p. ej. "cercano, dos frases, menciona el plan gratuito".',
  generate: 'Generar',
  generating: 'Generando…',
  generatingWait: 'Generando… puede tardar hasta {{seconds}} segundos.',
  providerInUse: 'Usa {{provider}}',
  nothingGenerated: 'No se generó nada',
  keyMissingTitle: 'Aún no hay clave de {{provider}}',
  keyMissingText:
    'No se puede generar nada hasta que se añada una clave de {{provider}} en Configuración del sitio, panel IA.',
  keyMissingLink: 'Abrir el panel IA',
  modeLabel: 'Cómo añadir instrucciones',
  modeAi: 'Generadas por IA',
  modeManual: 'Entrada manual',
  instructionsIntro:
    '{{provider}} escribe las instrucciones y las guarda en esta evaluación. Después puedes editar o eliminar cada una.',
  quizInstruction: '¿Qué deben cubrir las instrucciones?',
  quizInstructionHint: 'p. ej. "normas para un examen de química en línea de 30 minutos sin calculadora".',
  noOfInstructions: 'Número de instrucciones',
  noOfInstructionsHint: 'De 1 a {{max}} con {{provider}}',
  deletePrevious: 'Eliminar las instrucciones anteriores',
  deletePreviousCount:
    'Instrucciones de esta evaluación ahora: {{count}}. Si no lo marcas, las nuevas se añaden a ellas.',
  deletePreviousNone: 'Esta evaluación aún no tiene instrucciones.',
  droppedTitle: 'Elementos generados que no se pudieron usar y no se guardaron: {{count}}',
  panelIntro:
    'El sitio usa ahora {{provider}}: cámbialo con el botón "Modelo de IA" del menú. Lo que quede vacío aquí se toma del entorno del servidor.',
  inUse: 'En uso',
  apiKey: 'Clave de API',
  keyHint: 'Escribe una clave nueva para sustituir la guardada; déjalo vacío para conservarla.',
  keyFromSettings: 'Clave guardada en la configuración',
  keyFromEnvironment: 'Clave del entorno del servidor ({{name}})',
  keyNotSet: 'Sin clave: aún no se puede usar {{provider}}',
  keyWillBeRemoved: 'La clave guardada se eliminará al guardar',
  removeKey: 'Eliminar la clave guardada',
  model: 'Modelo',
  modelHint: 'Vacío: {{model}}',
  baseUrl: 'URL base (opcional)',
  openAiBaseUrlHint:
    'Un servidor compatible con OpenAI, como un servidor de modelos local. Vacío: OPENAI_BASE_URL o, si no, el servicio de Open AI.',
  geminiBaseUrlHint: 'Un proxy delante de Gemini AI. Vacío: GEMINI_BASE_URL o, si no, el servicio de Google.',
};
