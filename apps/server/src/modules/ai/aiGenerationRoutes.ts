import {
  AI_LIMITS,
  aiGenerationResponse,
  geminiInstructionRequest,
  geminiQuestionsRequest,
  openAiInstructionRequest,
  openAiQuestionsRequest,
  type AiGenerationResponse,
  type AiProvider,
  type Locale,
} from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLocale } from '../../errors/errorHandler.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/responses.js';
import { generateInstructions, type InstructionGeneration } from './aiInstructionService.js';
import { generateQuestions, type QuestionGeneration } from './aiQuestionService.js';

const tags = ['Quiz: AI generation'];
const admin = { access: 'admin' } as const;
const response = { 200: aiGenerationResponse, ...errorResponses };

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
  '(questionTypeId 3) is saved as option-based with the two options in the request language. The batch is ' +
  'saved in one transaction, within the plan quota; isDeletePreviousQuestions deletes the previous questions in it.';

type Generate<I> = (
  app: FastifyInstance,
  provider: AiProvider,
  input: I,
  userId: number,
  locale: Locale,
) => Promise<AiGenerationResponse>;

/** What one route generates with which provider; the providers name the same body fields differently. */
interface GenerationRoute<B extends z.ZodType, I> {
  url: string;
  provider: AiProvider;
  what: 'instructions' | 'questions';
  description: string;
  body: B;
  input: (body: z.output<B>) => I;
  generate: Generate<I>;
}

/** One admin-only POST that maps the provider's body to the service input and saves what is generated. */
function generationRoute<B extends z.ZodType, I>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  route: GenerationRoute<B, I>,
) {
  const max = AI_LIMITS[route.provider][route.what];
  app.post(
    route.url,
    {
      config: admin,
      schema: {
        tags,
        summary: `Generate ${route.what} with ${route.provider} (1 to ${max}) and save them to the assessment`,
        description: route.description,
        body: route.body,
        response,
      },
    },
    async (request) =>
      route.generate(
        app,
        route.provider,
        route.input(request.body as z.output<B>),
        currentUser(request).userId,
        requestLocale(request),
      ),
  );
}

const instructions = (provider: AiProvider) =>
  ({ provider, what: 'instructions', description: INSTRUCTIONS, generate: generateInstructions }) as const;
const questions = (provider: AiProvider) =>
  ({ provider, what: 'questions', description: QUESTIONS, generate: generateQuestions }) as const;

type InstructionBody = Pick<
  z.output<typeof openAiInstructionRequest>,
  'quizInstruction' | 'noOfInstructions' | 'isDeletePreviousInstructions'
>;
type QuestionBody = Pick<
  z.output<typeof openAiQuestionsRequest>,
  'questionTypeId' | 'questionLavelId' | 'questionCategoryId' | 'isDeletePreviousQuestions'
>;

/** The service input from the fields both providers name alike and the assessment id each names its own way. */
const instructionInput = (quizTopicId: number, body: InstructionBody): InstructionGeneration => ({
  quizTopicId,
  instruction: body.quizInstruction,
  count: body.noOfInstructions,
  deletePrevious: body.isDeletePreviousInstructions,
});

/** The same for questions, where the instruction and the count are named differently too. */
const questionInput = (
  asked: Pick<QuestionGeneration, 'quizTopicId' | 'instruction' | 'count'>,
  body: QuestionBody,
): QuestionGeneration => ({
  ...asked,
  questionTypeId: body.questionTypeId,
  questionLavelId: body.questionLavelId,
  questionCategoryId: body.questionCategoryId,
  deletePrevious: body.isDeletePreviousQuestions,
});

/** GenerateGeminiInstruction / GenerateOpenAiInstruction / GenerateGeminiQuestions / GenerateOpenAiQuiz (spec 001 §7). */
const aiGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  generationRoute(app, {
    ...instructions('Gemini AI'),
    url: '/GenerateGeminiInstruction',
    body: geminiInstructionRequest,
    input: (body) => instructionInput(body.quizTopicId, body),
  });
  generationRoute(app, {
    ...instructions('Open AI'),
    url: '/GenerateOpenAiInstruction',
    body: openAiInstructionRequest,
    input: (body) => instructionInput(body.quizId, body),
  });
  generationRoute(app, {
    ...questions('Gemini AI'),
    url: '/GenerateGeminiQuestions',
    body: geminiQuestionsRequest,
    input: (body) =>
      questionInput(
        { quizTopicId: body.quizTopicId, instruction: body.additionalInstruction, count: body.numOfQuestions },
        body,
      ),
  });
  generationRoute(app, {
    ...questions('Open AI'),
    url: '/GenerateOpenAiQuiz',
    body: openAiQuestionsRequest,
    input: (body) =>
      questionInput({ quizTopicId: body.quizId, instruction: body.quizInstruction, count: body.noOfQuestions }, body),
  });
};
export default aiGenerationRoutes;
