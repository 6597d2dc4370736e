// Exam taking: attempts, answers, drafts, extra time (accommodations), the candidate's dashboard cards.
export * from './candidateDashboard.js';
export * from './exam.js';
export * from './extraTime.js';
export * from './examRules.js';
export * from './answerCheck.js';
export * from './answerWire.js';
export { examScreenApi } from './examScreenRoutes.js';
export * from './routes.js';
