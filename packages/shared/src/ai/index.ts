// The AI helpers (text, instructions, questions), the provider and its key status, the AI usage log.
export * from './providers.js';
export * from './generation.js';
export * from './routes.js';
