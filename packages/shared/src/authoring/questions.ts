// Questions, categories, instructions, question import and the lookups (spec 001 §3, §5, §9).
import { z } from 'zod';
import { ID_MAX, idParam, requiredText } from '../common/schemas.js';
import { OPTION_LETTERS } from './questionKinds.js';

const optionText = () => z.string().trim().max(2000, { error: 'tooLong' }).default('');

/** A question as the New question dialog edits it and CreateQuizQuestion / UpdateQuizQuestion receive it. */
export const questionInput = z.object({
  quizQuestionId: idParam().optional(),
  quizTopicId: idParam(),
  questionDetail: requiredText().max(10_000, { error: 'tooLong' }),
  perQuestionMark: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ error: 'positiveNumber' }).min(0, { error: 'positiveNumber' }).max(100_000),
  ),
  questionTypeId: z.coerce.number({ error: 'required' }).int().min(1, { error: 'required' }).max(2),
  questionLavelId: z.coerce
    .number({ error: 'required' })
    .int()
    .positive({ error: 'required' })
    .max(ID_MAX, { error: 'tooLarge' }),
  questionCategoryId: z.coerce
    .number({ error: 'required' })
    .int()
    .positive({ error: 'required' })
    .max(ID_MAX, { error: 'tooLarge' }),
  optionA: optionText(),
  optionB: optionText(),
  optionC: optionText(),
  optionD: optionText(),
  optionE: optionText(),
  /** Letters of the correct options, e.g. ['A'] or ['A', 'C']. */
  correctOption: z.array(z.enum(OPTION_LETTERS)).max(5).default([]),
  answerExplanation: z.string().trim().max(10_000, { error: 'tooLong' }).default(''),
  imagePath: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((v) => v || null),
  videoPath: z.string().trim().max(500).default(''),
  isCodeSnippet: z.boolean().default(false),
});
export type QuestionInput = z.output<typeof questionInput>;
export type QuestionFormValues = z.input<typeof questionInput>;
/** UpdateQuizQuestion: the question named by its id. */
export const questionUpdateInput = questionInput.extend({ quizQuestionId: idParam() });

export const questionSchema = z.object({
  quizQuestionId: z.number(),
  quizTopicId: z.number(),
  questionDetail: z.string(),
  perQuestionMark: z.number(),
  questionTypeId: z.number(),
  questionLavelId: z.number(),
  questionCategoryId: z.number(),
  questionCategoryName: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  optionE: z.string(),
  correctOption: z.array(z.string()),
  /** Texts of the correct options joined by ##### (the stored answer format). */
  correctOptionText: z.string(),
  answerExplanation: z.string(),
  imagePath: z.string().nullable(),
  videoPath: z.string().nullable(),
  isCodeSnippet: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;
/** CreateQuizQuestion / UpdateQuizQuestion: liveInterruptionForRunningAssessment when saving stopped a live assessment. */
export const questionSavedResponse = z.object({ responseMsg: z.string(), quizQuestionId: z.number() });

/** ReadQuestionUploadCsv: a file stored by UploadQuestionCsv (or UploadQuestionText for GIFT / Aiken). */
export const questionImportInput = z.object({
  path: z.string().trim().min(1, { error: 'required' }).max(500),
  quizTopicId: idParam(),
  addedBy: z.number().optional(),
  format: z.enum(['csv', 'gift', 'aiken']).default('csv'),
  /** GIFT and Aiken files carry no category or level: these apply to every question of the file. */
  questionCategoryId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).optional(),
  questionLavelId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).optional(),
});

export const categoryInput = z.object({
  questionCategoryId: idParam().optional(),
  questionCategoryName: requiredText().max(100, { error: 'max100characters' }),
});
/** UpdateQuestionCategory: the category named by its id. */
export const categoryUpdateInput = categoryInput.extend({ questionCategoryId: idParam() });
export const categorySchema = z.object({
  questionCategoryId: z.number(),
  questionCategoryName: z.string(),
  questionsCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;
export const categorySavedResponse = z.object({ responseMsg: z.string(), questionCategoryId: z.number() });

export const instructionInput = z.object({
  instructionId: idParam().optional(),
  quizTopicId: idParam(),
  description: requiredText().max(2000, { error: 'tooLong' }),
});
/**
 * UpdateInstruction: the instruction named by its id. An instruction stays with its assessment: quizTopicId
 * may be left out, and a different one is answered as not found.
 */
export const instructionUpdateInput = instructionInput.extend({
  instructionId: idParam(),
  quizTopicId: idParam().optional(),
});
export const instructionSchema = z.object({
  instructionId: z.number(),
  quizTopicId: z.number(),
  description: z.string(),
});
export type Instruction = z.infer<typeof instructionSchema>;
export const instructionSavedResponse = z.object({ responseMsg: z.string(), instructionId: z.number() });

export const lookupSchemas = {
  questionType: z.array(z.object({ questionTypeId: z.number(), questionTypeName: z.string() })),
  questionLevel: z.array(z.object({ questionLavelId: z.number(), questionLavelName: z.string() })),
  markOption: z.array(z.object({ quizMarkOptionId: z.number(), quizMarkOptionName: z.string() })),
  participantOption: z.array(z.object({ quizParticipantOptionId: z.number(), quizParticipantOptionName: z.string() })),
};
