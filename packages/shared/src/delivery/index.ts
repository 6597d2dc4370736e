// Exam taking: attempts, answers, drafts, extra time (accommodations), the candidate's dashboard cards.
export * from './exam.js';
export * from './examRules.js';
export * from './answerCheck.js';
