/**
 * The authoring feature's public face (issue 21): assessments, their instructions, categories and
 * questions (with their import, export and AI helpers). Certificate templates refresh the assessment
 * lists through quizKeys. Its screens are reached through ./routes.
 */
export { quizKeys } from './api/quizApi';
