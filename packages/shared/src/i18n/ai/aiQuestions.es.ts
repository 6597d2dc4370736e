import type { AiQuestionsText } from './aiQuestions.en.js';

export const aiQuestions: AiQuestionsText = {
  title: 'Generar preguntas con IA',
  choice: 'Generar con IA',
  choiceHint: '{{provider}} escribe las preguntas por ti a partir del título de la evaluación y de tus instrucciones.',
  runningTitle: 'Generar con IA: detén primero la evaluación',
  runningHint:
    'Esta evaluación está en vivo. No se puede generar con IA mientras se ejecuta: detenla en Gestionar evaluaciones y vuelve aquí.',
  intro:
    '{{provider}} escribe preguntas nuevas para «{{title}}» y las guarda en la evaluación. Revísalas antes de ponerla en vivo.',
  type: 'Tipo de pregunta',
  typeTrueFalse: 'Verdadero/Falso',
  count: 'Número de preguntas',
  countHint: 'Mín. 1 y máx. {{max}} con {{provider}}',
  instruction: 'Instrucción adicional (opcional)',
  instructionPlaceholder: 'Por ejemplo: céntrate en el capítulo 3 y usa palabras sencillas',
  deletePrevious: 'Eliminar las preguntas anteriores ({{count}})',
  deletePreviousNone: 'Eliminar las preguntas anteriores (esta evaluación aún no tiene ninguna)',
  deletePreviousHint: 'Déjalo sin marcar para añadir las preguntas nuevas a las que ya hay.',
  deleteWarning:
    'Todas las preguntas que hay ahora en «{{title}}» ({{count}}) se eliminarán y se sustituirán por las generadas. Si la generación falla, no se elimina nada; si sale bien, no se puede deshacer.',
  generate: 'Generar',
  generating_one: '{{provider}} está escribiendo 1 pregunta. Puede tardar hasta {{seconds}} segundos.',
  generating_other: '{{provider}} está escribiendo {{count}} preguntas. Puede tardar hasta {{seconds}} segundos.',
  generating: '{{provider}} está escribiendo {{count}} preguntas. Puede tardar hasta {{seconds}} segundos.',
  elapsed: 'Esperando: {{seconds}} s',
  failedTitle: 'No se generó ninguna pregunta',
  resultTitle: 'Preguntas generadas',
  totalNow: 'Preguntas en «{{title}}» ahora: {{count}}',
  droppedTitle: 'Elementos generados que no se guardaron: {{count}}',
  droppedIntro:
    'Estos elementos incumplían una regla que debe cumplir toda pregunta escrita a mano, así que se descartaron:',
  droppedItem: 'Elemento {{index}}',
  savedTitle: 'Preguntas guardadas: {{count}}',
  savedLabel: 'Preguntas guardadas en «{{title}}»',
  savedNumber: 'Pregunta {{number}}',
  wrongAnswers: 'Respuestas incorrectas: {{list}}',
  options: 'Opciones',
  correctOption: '(respuesta correcta)',
  openQuestions: 'Abrir las preguntas',
};
