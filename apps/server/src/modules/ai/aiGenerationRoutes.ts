import {
  aiApi,
  openAiInstructionRequest,
  openAiQuestionsRequest,
  type AiGenerationResponse,
  type AiProvider,
  type Locale,
  type RouteBody,
} from '@assessly/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { requestLocale } from '../../errors/errorHandler.js';
import { currentUser } from '../../plugins/auth.js';
import { serve } from '../../lib/serve.js';
import { generateInstructions, type InstructionGeneration } from './aiInstructionService.js';
import { generateQuestions, type QuestionGeneration } from './aiQuestionService.js';

type Generate<I> = (
  app: FastifyInstance,
  provider: AiProvider,
  input: I,
  userId: number,
  locale: Locale,
) => Promise<AiGenerationResponse>;

/** What one route generates with which provider; the providers name the same body fields differently. */
interface GenerationRoute<R extends GenerationDef, I> {
  route: R;
  provider: AiProvider;
  input: (body: RouteBody<R>) => I;
  generate: Generate<I>;
}

type GenerationDef = (typeof aiApi)[
  'GenerateGeminiInstruction' | 'GenerateOpenAiInstruction' | 'GenerateGeminiQuestions' | 'GenerateOpenAiQuiz'];

/** One admin-only POST that maps the provider's body to the service input and saves what is generated. */
function generationRoute<R extends GenerationDef, I>(app: FastifyInstance, g: GenerationRoute<R, I>) {
  // The four routes share this handler: each entry's body is the one its `input` reads.
  serve(app, g.route as GenerationDef, async (request) =>
    g.generate(
      app,
      g.provider,
      g.input(request.body as RouteBody<R>),
      currentUser(request).userId,
      requestLocale(request),
    ),
  );
}

const instructions = (provider: AiProvider) => ({ provider, generate: generateInstructions }) as const;
const questions = (provider: AiProvider) => ({ provider, generate: generateQuestions }) as const;

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
const aiGenerationRoutes: FastifyPluginAsync = async (app) => {
  generationRoute(app, {
    ...instructions('Gemini AI'),
    route: aiApi.GenerateGeminiInstruction,
    input: (body) => instructionInput(body.quizTopicId, body),
  });
  generationRoute(app, {
    ...instructions('Open AI'),
    route: aiApi.GenerateOpenAiInstruction,
    input: (body) => instructionInput(body.quizId, body),
  });
  generationRoute(app, {
    ...questions('Gemini AI'),
    route: aiApi.GenerateGeminiQuestions,
    input: (body) =>
      questionInput(
        { quizTopicId: body.quizTopicId, instruction: body.additionalInstruction, count: body.numOfQuestions },
        body,
      ),
  });
  generationRoute(app, {
    ...questions('Open AI'),
    route: aiApi.GenerateOpenAiQuiz,
    input: (body) =>
      questionInput({ quizTopicId: body.quizId, instruction: body.quizInstruction, count: body.noOfQuestions }, body),
  });
};
export default aiGenerationRoutes;
