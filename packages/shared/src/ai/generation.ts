import { z } from 'zod';
import { QUESTION_TYPE_ID } from '../authoring/questionTypes/model.js';
import { questionBodySchema } from '../authoring/questionTypes/registry.js';
import { idParam } from '../common/schemas.js';
import type { AiProvider } from './providers.js';

/**
 * The AI helpers of spec 000 §2 / §5 and spec 001 §2 / §5 / §7 (issue 8): the text helper, instruction
 * generation and question generation, through Gemini AI (the default) or Open AI.
 *
 * The request bodies keep the spec's field names. Fields the client sends only for information
 * (addedBy, previousQuestionsCount, quizTitle / topic, quizMarkOptionId, questionType, difficulty) are
 * accepted and ignored: the server takes the caller from the token and everything else from the stored
 * assessment, level and category.
 */

/** How many items one call may ask for, per provider (spec 001 §5 / §9: 50 for Gemini AI, 25 for Open AI). */
export const AI_LIMITS: Record<AiProvider, { instructions: number; questions: number }> = {
  'Gemini AI': { instructions: 50, questions: 50 },
  'Open AI': { instructions: 25, questions: 25 },
};

/** The longest text an admin may give the AI (max250characters). */
export const AI_TEXT_MAX = 250;

/** The helper's instruction and the extra instruction of a generation: at most 250 characters. */
const aiText = () =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(AI_TEXT_MAX, { error: 'max250characters' });

/** The optional extra instruction of question generation (≤ 250, empty allowed). */
const optionalAiText = () =>
  z
    .union([z.string().trim().max(AI_TEXT_MAX, { error: 'max250characters' }), z.null()])
    .optional()
    .transform((v) => v ?? '');

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Numbers typed as text become numbers; anything else reaches the number check as it is (and fails it). */
const numberOrRaw = (v: unknown) => {
  const e = emptyToUndefined(v);
  return typeof e === 'string' && e.trim() !== '' && Number.isFinite(Number(e)) ? Number(e) : e;
};
/** 'required' when nothing was given, else the rule's own key (a word instead of a number breaks the rule). */
const numberError = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : key);

/** Number of instructions: required, an integer from 1 to max (min1andMax50 / min1andMax25). */
const aiInstructionCount = (max: number) => {
  const key = max === 25 ? 'min1andMax25' : 'min1andMax50';
  return z.preprocess(
    numberOrRaw,
    z
      .number({ error: numberError(key) })
      .int({ error: key })
      .min(1, { error: key })
      .max(max, { error: key }),
  );
};

/** Number of questions: a positive integer ('Must be a positive integer'), at most max ('Min 1 and Max N'). */
const aiQuestionCount = (max: number) =>
  z.preprocess(
    numberOrRaw,
    z
      .number({ error: numberError('positiveInteger') })
      .int({ error: 'positiveInteger' })
      .positive({ error: 'positiveInteger' })
      .max(max, { error: max === 25 ? 'minMaxQuestions25' : 'minMaxQuestions50' }),
  );

const informational = {
  addedBy: z.unknown().optional(),
  previousInstructionsCount: z.unknown().optional(),
  previousQuestionsCount: z.unknown().optional(),
};

// ----- text helper -----

/** GenerateOpenAiText / GenerateGeminiText. */
export const aiTextRequest = z.object({ textInstruction: aiText() });
export type AiTextValues = z.input<typeof aiTextRequest>;
export const aiTextResponse = z.object({ output: z.string() });
export type AiTextResponse = z.infer<typeof aiTextResponse>;

// ----- instructions -----

const instructionBase = (max: number) => ({
  quizInstruction: aiText(),
  noOfInstructions: aiInstructionCount(max),
  isDeletePreviousInstructions: z.boolean().optional().default(false),
  ...informational,
});
/** GenerateGeminiInstruction: the assessment is quizTopicId. */
export const geminiInstructionRequest = z.object({ quizTopicId: idParam(), ...instructionBase(50) });
/** GenerateOpenAiInstruction: the same with quizId. */
export const openAiInstructionRequest = z.object({ quizId: idParam(), ...instructionBase(25) });

/** The add-instruction dialog's AI form (the client sends it as the provider's request). */
export const aiInstructionForm = (provider: AiProvider) =>
  z.object({
    quizInstruction: aiText(),
    noOfInstructions: aiInstructionCount(AI_LIMITS[provider].instructions),
    isDeletePreviousInstructions: z.boolean(),
  });
export type AiInstructionFormValues = z.input<ReturnType<typeof aiInstructionForm>>;

// ----- questions -----

/**
 * Question types offered for generation: 1 option-based, 2 descriptive, 3 True/False (saved as type 1), and
 * the question engine's (issue 22) 4 short answer, 5 numerical, 6 matching and 7 ordering. Cloze (8) is not
 * offered: its text and blanks must agree, which a model gets wrong too often.
 */
export const AI_QUESTION_TYPE_IDS = [
  QUESTION_TYPE_ID.choice,
  QUESTION_TYPE_ID.descriptive,
  QUESTION_TYPE_ID.trueFalse,
  QUESTION_TYPE_ID.shortAnswer,
  QUESTION_TYPE_ID.numerical,
  QUESTION_TYPE_ID.matching,
  QUESTION_TYPE_ID.ordering,
] as const;
/** The types that a survey (no right answers) offers: the others are all about their key. */
export const AI_SURVEY_QUESTION_TYPE_IDS = [
  QUESTION_TYPE_ID.choice,
  QUESTION_TYPE_ID.descriptive,
  QUESTION_TYPE_ID.trueFalse,
] as const;
const questionTypeId = () =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'required' })
      .int({ error: 'required' })
      .refine((v) => (AI_QUESTION_TYPE_IDS as readonly number[]).includes(v), { error: 'required' }),
  );
const lookupId = () => z.preprocess(emptyToUndefined, idParam());

const questionBase = {
  isDeletePreviousQuestions: z.boolean().optional().default(false),
  questionTypeId: questionTypeId(),
  questionLavelId: lookupId(),
  questionCategoryId: lookupId(),
  quizMarkOptionId: z.unknown().optional(),
  ...informational,
};
/** GenerateGeminiQuestions. */
export const geminiQuestionsRequest = z.object({
  quizTopicId: idParam(),
  additionalInstruction: optionalAiText(),
  numOfQuestions: aiQuestionCount(50),
  topic: z.unknown().optional(),
  questionType: z.unknown().optional(),
  difficulty: z.unknown().optional(),
  ...questionBase,
});
/** GenerateOpenAiQuiz. */
export const openAiQuestionsRequest = z.object({
  quizId: idParam(),
  quizInstruction: optionalAiText(),
  noOfQuestions: aiQuestionCount(25),
  quizTitle: z.unknown().optional(),
  ...questionBase,
});

/** The AI question parameter window (spec 001 §2 "All assessments"). */
export const aiQuestionsForm = (provider: AiProvider) =>
  z.object({
    questionTypeId: questionTypeId(),
    questionLavelId: lookupId(),
    questionCategoryId: lookupId(),
    numOfQuestions: aiQuestionCount(AI_LIMITS[provider].questions),
    additionalInstruction: optionalAiText(),
    isDeletePreviousQuestions: z.boolean(),
  });

/** One generated item that failed the rules a hand-made one must pass; nothing of it was saved. */
const aiDroppedItemSchema = z.object({
  /** 1-based position in the provider's answer. */
  index: z.number(),
  text: z.string(),
  /** Why, as a sentence in the caller's language. */
  reason: z.string(),
});
export type AiDroppedItem = z.infer<typeof aiDroppedItemSchema>;

/**
 * One generated question as it was saved, for the result list: its type (a True/False one is saved as
 * option-based), text, the options of a choice question with the right ones, and the body of the types
 * that have one (issue 22), read with the registry's display rules.
 */
const aiSavedQuestionSchema = z.object({
  questionTypeId: z.number(),
  questionDetail: z.string(),
  /** The filled options A–E of an option-based question, in order; empty for the other types. */
  options: z.array(z.string()),
  /** The texts of its right options. */
  correctOptions: z.array(z.string()),
  answerExplanation: z.string(),
  perQuestionMark: z.number(),
  body: questionBodySchema.nullable(),
});
export type AiSavedQuestion = z.infer<typeof aiSavedQuestionSchema>;

/**
 * A generation's answer: responseMsg aiInstructionsGenerated / aiQuestionsGenerated (params.count saved,
 * params.dropped refused), or liveInterruptionForRunningAssessment never (generation is refused for a
 * running assessment). Question generation adds the saved questions (`questions`, in the saved order).
 */
export const aiGenerationResponse = z.object({
  responseMsg: z.string(),
  params: z.object({ count: z.number(), dropped: z.number() }),
  dropped: z.array(aiDroppedItemSchema),
  questions: z.array(aiSavedQuestionSchema).optional(),
});
export type AiGenerationResponse = z.infer<typeof aiGenerationResponse>;
