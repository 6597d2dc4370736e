// The ai domain's calls (spec 000 §7 AI text, spec 001 §7 AI generation, the AI usage log). See common/routes.ts.
import { defineRoutes } from '../common/routes.js';
import { pagedParams } from '../common/schemas.js';
import {
  AI_LIMITS,
  aiGenerationResponse,
  aiTextRequest,
  aiTextResponse,
  geminiInstructionRequest,
  geminiQuestionsRequest,
  openAiInstructionRequest,
  openAiQuestionsRequest,
} from './generation.js';
import { aiUsagePage, type AiProvider } from './providers.js';

const textSummary = (provider: AiProvider) =>
  `Text helper through ${provider}: writes the text the instruction asks for (≤ 250 characters), ` +
  "plain and in the admin's language, to paste into a form field. Rate-limited per admin";

const COMMON =
  'The assessment, its title and mark option come from the database; the informational fields of the body ' +
  '(addedBy, previous…Count, titles, type names) are ignored. Texts are written in the language of the request. ' +
  'Provider failures answer 202 aiKeyMissing, aiKeyRejected, aiTimeout, aiProviderError or aiMalformedOutput, ' +
  'and aiNoValidOutput when no generated item passes the rules; nothing is saved then. ';

const INSTRUCTIONS =
  COMMON +
  'Generated instructions are trimmed; empty, over-long and duplicate ones (against the kept instructions and ' +
  'within the batch) are dropped and listed in `dropped`. isDeletePreviousInstructions replaces the ' +
  "assessment's instructions in the same transaction. Allowed for a running assessment (spec 001 §4 refuses " +
  'only question generation).';

const QUESTIONS =
  COMMON +
  'Refused with aiRunningAssessment for a running assessment, before the provider is called. Every generated ' +
  'question passes the rules of a hand-made one (correct answer among the options, marks for mark option 3, ' +
  'multiple answers only where allowed, no duplicates) or is dropped and listed in `dropped`. True/False ' +
  '(questionTypeId 3) is saved as option-based with the two options in the request language. Short answer (4), ' +
  'numerical (5), matching (6) and ordering (7) are asked for in a structured form of their own, turned into ' +
  "the question-type registry's body and checked as an imported question is (no ##### in any part, at least " +
  '2 pairs or items, numbers that are numbers, an answer that earns marks; an ordering item listed twice is ' +
  'refused too). The batch is saved in one transaction, within the plan quota; isDeletePreviousQuestions ' +
  'deletes the previous questions in it. `questions` lists what was saved, with the body of types 4 to 7.';

const generation = (provider: AiProvider, what: 'instructions' | 'questions') => ({
  method: 'POST' as const,
  access: 'admin' as const,
  tags: ['Quiz: AI generation'],
  summary: `Generate ${what} with ${provider} (1 to ${AI_LIMITS[provider][what]}) and save them to the assessment`,
  description: what === 'instructions' ? INSTRUCTIONS : QUESTIONS,
  response: aiGenerationResponse,
});

export const aiApi = defineRoutes({
  GenerateOpenAiText: {
    method: 'POST',
    path: '/api/Quiz/GenerateOpenAiText',
    access: 'admin',
    tags: ['Quiz: AI text helper'],
    summary: textSummary('Open AI'),
    body: aiTextRequest,
    response: aiTextResponse,
  },
  GenerateGeminiText: {
    method: 'POST',
    path: '/api/Quiz/GenerateGeminiText',
    access: 'admin',
    tags: ['Quiz: AI text helper'],
    summary: textSummary('Gemini AI'),
    body: aiTextRequest,
    response: aiTextResponse,
  },
  GenerateGeminiInstruction: {
    ...generation('Gemini AI', 'instructions'),
    path: '/api/Quiz/GenerateGeminiInstruction',
    body: geminiInstructionRequest,
  },
  GenerateOpenAiInstruction: {
    ...generation('Open AI', 'instructions'),
    path: '/api/Quiz/GenerateOpenAiInstruction',
    body: openAiInstructionRequest,
  },
  GenerateGeminiQuestions: {
    ...generation('Gemini AI', 'questions'),
    path: '/api/Quiz/GenerateGeminiQuestions',
    body: geminiQuestionsRequest,
  },
  GenerateOpenAiQuiz: {
    ...generation('Open AI', 'questions'),
    path: '/api/Quiz/GenerateOpenAiQuiz',
    body: openAiQuestionsRequest,
  },
  GetAiTokenConsumption: {
    method: 'GET',
    path: '/api/User/GetAiTokenConsumption/:page/:itemsPerPage',
    access: 'admin',
    tags: ['User: logs'],
    summary: 'One page of AI token usage, newest first',
    params: pagedParams,
    response: aiUsagePage,
  },
});
