/** The ai domain's public face: the AI text, instruction and question helpers and their usage log. */
export { default as aiRoutes } from './routes.js';
export { aiTargetOf } from './aiConfig.js';
