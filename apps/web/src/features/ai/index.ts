/**
 * The AI feature's public face (issue 21): what other features use of it. The AI text help of text
 * fields, the pieces the AI instruction and question dialogs of authoring are built from (instruction
 * field, key notice, progress, provider badge, failures), the provider choice, and the AI calls.
 * Its screen (the AI usage log) is reached through ./routes.
 */
export { AiTextField } from './AiTextField';
export { AiInstructionField } from './AiInstructionField';
export { AiKeyNotice } from './AiKeyNotice';
export { AI_WAIT_SECONDS, AiProgress } from './AiProgress';
export { AiProviderBadge } from './AiProviderBadge';
export { AiFailureAlert, useAiFailure, type AiFailure } from './aiFailure';
export { useAiProvider } from './useAiProvider';
export { aiApi, aiKeys, type AiInstructionFormValues, type AiInstructionValues } from './api/aiApi';
export {
  aiQuestionApi,
  OPEN_AI_FIELD_NAMES,
  type AiQuestionsParams,
  type AiQuestionsTarget,
} from './api/aiQuestionApi';
