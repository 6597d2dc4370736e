import type { ExtraTimeText } from './extraTime.en.js';

export const extraTime: ExtraTimeText = {
  action: 'Tiempo adicional',
  allButton: 'Tiempo adicional para todas las evaluaciones',
  titleFor: 'Tiempo adicional — {{title}}',
  titleAll: 'Tiempo adicional para todas las evaluaciones',
  explanation:
    'Da a un candidato minutos adicionales, un multiplicador del tiempo de la evaluación o ambos. El tiempo adicional se aplica cuando el candidato empieza, y el fin del horario programado no lo recorta.',
  explanationFor: 'Una entrada aquí prevalece sobre la entrada del candidato para todas las evaluaciones.',
  explanationAll:
    'Estas entradas se aplican a todas las evaluaciones, salvo cuando el candidato tiene una entrada propia para una evaluación.',
  assessmentTime: 'Tiempo de la evaluación: {{minutes}} min',
  noTimeLimitNote: 'Esta evaluación no tiene límite de tiempo, así que el tiempo adicional no cambia nada en ella.',
  listLabel: 'Candidatos con tiempo adicional',
  empty: 'Ningún candidato tiene tiempo adicional todavía.',
  colCandidate: 'Candidato',
  colExtraMinutes: 'Minutos adicionales',
  colMultiplier: 'Multiplicador',
  colResultingTime: 'Tiempo para esta evaluación',
  minutesValue: '{{value}} min',
  multiplierValue: '× {{value}}',
  noTimeLimit: 'Sin límite de tiempo',
  addHeading: 'Añadir o cambiar tiempo adicional',
  candidateEmail: 'Correo electrónico del candidato',
  candidateEmailHint: 'Guardar de nuevo para el mismo candidato reemplaza su entrada.',
  extraMinutes: 'Minutos adicionales',
  timeMultiplier: 'Multiplicador de tiempo',
  timeMultiplierHint: '1 mantiene el tiempo; 1,5 da la mitad de tiempo más',
  minutesUnit: 'min',
  save: 'Guardar tiempo adicional',
  delete: 'Eliminar el tiempo adicional de {{name}}',
  deleteTitle: '¿Eliminar el tiempo adicional?',
  deleteMessage:
    'Se eliminará el tiempo adicional de {{name}} ({{email}}). Los intentos ya iniciados conservan su tiempo.',
};
