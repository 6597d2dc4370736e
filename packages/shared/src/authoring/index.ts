// Assessments, participants and invitations, instructions, categories, questions, question import, lookups.
export * from './assessments.js';
export * from './assessmentRules.js';
export * from './questionKinds.js';
export * from './questions.js';
export * from './questionRules.js';
export * from './questionTags.js';
export * from './routes.js';
export * from './questionTypes/model.js';
export * from './questionTypes/index.js';
export * from './blueprint/index.js';
