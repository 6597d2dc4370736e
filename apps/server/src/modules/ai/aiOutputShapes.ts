import { z } from 'zod';

/**
 * What the providers are asked to answer (structured output) for instruction and question generation,
 * as JSON schemas sent to the provider (OpenAI strict json_schema rules: every property required, no
 * additional properties; Gemini takes the same schema as responseJsonSchema) and as zod schemas that
 * parse the answer. An answer that does not parse is aiMalformedOutput; an item that parses but breaks a
 * rule is dropped and reported.
 */

export const INSTRUCTIONS_SCHEMA_NAME = 'instructions';
export const QUESTIONS_SCHEMA_NAME = 'questions';

export const instructionsJsonSchema = {
  type: 'object',
  properties: {
    instructions: { type: 'array', items: { type: 'string' }, description: 'One instruction per item' },
  },
  required: ['instructions'],
  additionalProperties: false,
} as const;

export const questionsJsonSchema = {
  type: 'object',
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          question: { type: 'string' },
          /** Empty for descriptive questions; exactly True and False for True/False. */
          options: { type: 'array', items: { type: 'string' } },
          /** 0-based indexes into options of the correct ones; empty for descriptive questions. */
          correctOptions: { type: 'array', items: { type: 'integer' } },
          explanation: { type: 'string' },
          marks: { type: 'integer' },
        },
        required: ['question', 'options', 'correctOptions', 'explanation', 'marks'],
        additionalProperties: false,
      },
    },
  },
  required: ['questions'],
  additionalProperties: false,
} as const;

export const instructionsOutput = z.object({ instructions: z.array(z.string()) });
export type InstructionsOutput = z.infer<typeof instructionsOutput>;

/** Loose on purpose: a wrong item is dropped with its reason, only a wrong envelope is malformed. */
export const questionsOutput = z.object({
  questions: z.array(
    z.object({
      question: z.unknown(),
      options: z.unknown(),
      correctOptions: z.unknown(),
      explanation: z.unknown(),
      marks: z.unknown(),
    }),
  ),
});
export type QuestionsOutput = z.infer<typeof questionsOutput>;
