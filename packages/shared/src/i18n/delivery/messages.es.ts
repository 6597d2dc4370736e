import type { DeliveryMessagesText } from './messages.en.js';

export const deliveryMessages: DeliveryMessagesText = {
  assessmentNotAvailable: 'Esta evaluación no está abierta en este momento',
  notInvitedToAssessment: 'Esta evaluación solo está abierta a los candidatos invitados',
  examTimeOver: 'El tiempo de esta evaluación ha terminado; se guardaron tus respuestas hasta el límite',
  attemptClosed: 'Este intento ya ha terminado',
  attemptStillOpen: 'Este intento sigue en curso',
  invalidOption: 'Elige una de las opciones mostradas',
  skipNotAllowed: 'En esta evaluación no se permite omitir preguntas',
  minMultiplier: 'El multiplicador de tiempo debe ser 1 o más',
  maxMultiplier: 'El multiplicador de tiempo puede ser como máximo 10',
  noExtraTime: 'Añade minutos adicionales o un multiplicador de tiempo mayor que 1',
  answerSaved: 'Respuesta guardada',
  draftSaved: 'Tu respuesta en pantalla se conserva',
  draftNotKept: 'Esta pregunta ya se respondió',
  resultHiddenWhileOpen:
    'Tienes un intento de esta evaluación en curso: sus respuestas y notas se mostrarán de nuevo cuando ese intento termine',
  examFinished: 'Tu evaluación se ha enviado',
  accommodationSaved: 'Tiempo adicional guardado',
  noCandidateForEmail: 'No hay ningún candidato con este correo electrónico',
};
