export * from './constants.js';
export * from './errors.js';
export * from './schemas/index.js';
export * from './rules/display.js';
export * from './rules/version.js';
export * from './rules/assessment.js';
export * from './rules/question.js';
export * from './rules/grading.js';
