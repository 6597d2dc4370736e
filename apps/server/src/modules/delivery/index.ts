/**
 * The delivery domain's public face: exam taking (attempts, answers and drafts, the overdue sweep), extra
 * time, and the candidate's dashboard cards.
 */
export { default as deliveryRoutes } from './routes.js';
export { answerTotals } from './exam/answerRepository.js';
export { type AttemptRow, findAttempt, isOverdue, latestAttempt } from './exam/attemptRepository.js';
export { mayTakeNow } from './exam/eligibility.js';
export { finishAttempt } from './exam/finishAttempt.js';
export { bodyOf, candidateText, keyText, scoreWithBody, type EngineQuestion } from './exam/questionEngine.js';
export { attemptKeys } from './exam/attemptKeys.js';
export { markingOf } from './exam/marking.js';
export { sweepWorker } from './exam/sweep.js';
