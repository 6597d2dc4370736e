/**
 * The authoring domain's public face: assessments (quiz topics), participants and invitations, instructions,
 * categories, questions, their import and checks.
 */
export { default as authoringRoutes } from './routes.js';
export { ImportProblem, MAX_OPTIONS, type ParsedQuestion } from './import/importProblem.js';
export { checkedDraft } from './import/importItems.js';
export { existingQuestionKeys, insertQuestions } from './import/importRepository.js';
export { presetEqualMarks, problemReason } from './import/importService.js';
export { lookupOf, parsedToRow, type RowContext, rowToQuestion } from './import/questionRows.js';
export { listInstructions } from './instructions/instructionRepository.js';
export { invitedAmong } from './participants/participantRepository.js';
export { seedDemoAssessments } from './topics/demoAssessments.js';
export { findQuizTopic, refreshCategories } from './topics/topicRepository.js';
export { refreshMarks } from './topics/topicService.js';
