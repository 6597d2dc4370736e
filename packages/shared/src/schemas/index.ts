export * from './common.js';
export * from './auth.js';
export * from './settings.js';
export * from './menu.js';
export * from './quiz.js';
export * from './question.js';
export * from './exam.js';
