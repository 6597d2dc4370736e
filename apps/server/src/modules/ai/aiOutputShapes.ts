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

/** An object of these properties, every one required and no other (OpenAI strict mode's rule). */
const strictObject = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const text = { type: 'string' } as const;
const textList = { type: 'array', items: text } as const;

/** A batch of questions whose items have the question, these fields, the explanation and the marks. */
const questionBatch = (fields: Record<string, object>) =>
  strictObject({
    questions: {
      type: 'array',
      items: strictObject({ question: text, ...fields, explanation: text, marks: { type: 'integer' } }),
    },
  });

/** Option-based, descriptive and True/False questions (the spec's three kinds). */
export const questionsJsonSchema = questionBatch({
  /** Empty for descriptive questions; exactly True and False for True/False. */
  options: textList,
  /** 0-based indexes into options of the correct ones; empty for descriptive questions. */
  correctOptions: { type: 'array', items: { type: 'integer' } },
});

/** The share of the mark an answer earns, as a percentage (100 = the whole mark). */
const percent = { type: 'integer' } as const;

/**
 * The question engine's types (issue 22), each in a form of its own that maps onto its registry body:
 * short answer's accepted answers, numerical's values with tolerances and units, matching's pairs and
 * distractors, ordering's items in their right order.
 */
export const TYPED_QUESTIONS_JSON_SCHEMAS = {
  shortAnswer: questionBatch({
    answers: { type: 'array', items: strictObject({ text, percent }) },
    caseSensitive: { type: 'boolean' },
  }),
  numerical: questionBatch({
    answers: {
      type: 'array',
      items: strictObject({ value: { type: 'number' }, tolerance: { type: 'number' }, percent }),
    },
    units: { type: 'array', items: strictObject({ unit: text, multiplier: { type: 'number' } }) },
  }),
  matching: questionBatch({
    pairs: { type: 'array', items: strictObject({ stem: text, choice: text }) },
    distractors: textList,
  }),
  ordering: questionBatch({ items: textList }),
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

/**
 * The same for the question engine's types (issue 22): every item needs its question; a missing part
 * (no pairs, no answers) makes that item invalid, with the reason the registry gives.
 */
export const typedQuestionsOutput = z.object({
  questions: z.array(
    z.object({
      question: z.unknown(),
      explanation: z.unknown().optional(),
      marks: z.unknown().optional(),
      answers: z.unknown().optional(),
      caseSensitive: z.unknown().optional(),
      units: z.unknown().optional(),
      pairs: z.unknown().optional(),
      distractors: z.unknown().optional(),
      items: z.unknown().optional(),
    }),
  ),
});

/** One generated item as either parser gives it: the question, and whatever the model sent for its parts. */
export interface GeneratedItem {
  question: unknown;
  options?: unknown;
  correctOptions?: unknown;
  explanation?: unknown;
  marks?: unknown;
  answers?: unknown;
  caseSensitive?: unknown;
  units?: unknown;
  pairs?: unknown;
  distractors?: unknown;
  items?: unknown;
}
