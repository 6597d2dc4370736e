import type { AiMessagesText } from './messages.en.js';

export const aiMessages: AiMessagesText = {
  aiKeyMissing: 'La clave de {{provider}} aún no está configurada: añádela en Configuración del sitio, panel IA',
  aiKeyRejected: '{{provider}} rechazó la clave: revísala en Configuración del sitio, panel IA',
  aiTimeout:
    '{{provider}} no respondió en {{seconds}} segundos. No se guardó nada: inténtalo de nuevo o pide menos elementos',
  aiProviderError:
    '{{provider}} no puede responder ahora ({{detail}}). No se guardó nada: inténtalo de nuevo más tarde',
  aiMalformedOutput: '{{provider}} respondió de una forma inesperada. No se guardó nada: inténtalo de nuevo',
  aiNoValidOutput: 'Ninguno de los elementos generados se pudo usar ({{reason}}). No se guardó nada',
  aiRunningAssessment: 'No se pueden generar preguntas mientras la evaluación está en vivo: detenla primero',
  aiInstructionsGenerated: '{{count}} instrucciones generadas y guardadas',
  aiQuestionsGenerated: '{{count}} preguntas generadas y guardadas',
  minMaxQuestions50: 'Mín. 1 y máx. 50',
  minMaxQuestions25: 'Mín. 1 y máx. 25',
  baseUrlInvalid: 'Escribe una dirección que empiece por http:// o https://',
  aiTrue: 'Verdadero',
  aiFalse: 'Falso',
  aiNotANumber: '"{{value}}" no es un número',
  aiSameAsItem: 'el mismo texto que el elemento {{number}}; cada elemento debe ser distinto',
};
