// Questions, categories, instructions, question import and the lookups (spec 001 §3, §5, §9).
import { z } from 'zod';
import { ID_MAX, idParam, requiredText } from '../common/schemas.js';
import { ANSWER_SEPARATOR, OPTION_LETTERS } from './questionKinds.js';
import { parseCloze, writeBlank } from './questionTypes/cloze/clozeSyntax.js';
import { QUESTION_TYPE_ID, type ClozeBlank, type QuestionBody, type QuestionTypeKey } from './questionTypes/model.js';
import { questionBodySchema } from './questionTypes/registry.js';

/**
 * An option's text. ##### is refused (issue 22): it separates the parts of an answer, so an option `2#####3`
 * would be scored as the two options 2 and 3.
 */
const optionText = () =>
  z
    .string()
    .trim()
    .max(2000, { error: 'tooLong' })
    .refine((text) => !text.includes(ANSWER_SEPARATOR), { error: 'answerSeparatorInText' })
    .default('');

/** The types whose answers only a body holds (types 1–3 fill the option columns; cloze's text holds its blanks). */
const BODY_REQUIRED: ReadonlySet<number> = new Set([4, 5, 6, 7]);
const typeKeyOf = (id: number) =>
  (Object.keys(QUESTION_TYPE_ID) as QuestionTypeKey[]).find((key) => QUESTION_TYPE_ID[key] === id);

/** A cloze text against its body: the text must read as the same blanks (compared in their written form). */
function clozeProblem(text: string, blanks: readonly ClozeBlank[]): string | null {
  const parsed = parseCloze(text);
  if ('error' in parsed) return parsed.error;
  const same =
    parsed.blanks.length === blanks.length && parsed.blanks.every((b, i) => writeBlank(b) === writeBlank(blanks[i]!));
  return same ? null : 'clozeBlanksMismatch';
}

type BodyFields = { questionTypeId: number; questionDetail: string; body?: QuestionBody } & Record<
  `option${(typeof OPTION_LETTERS)[number]}`,
  string
>;

/**
 * The body against the rest of the question (issue 22): of the question's type, required for short
 * answer, numerical, matching and ordering; a choice body's options are optionA–E's filled texts in order;
 * a cloze body is its text's blanks.
 */
function checkBody(q: BodyFields, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const { body } = q;
  if (!body) {
    if (BODY_REQUIRED.has(q.questionTypeId)) issue(['body'], 'required');
    return;
  }
  if (body.type !== typeKeyOf(q.questionTypeId)) return issue(['body', 'type'], 'invalidQuestionBody');
  if (body.type === 'choice') {
    const filled = OPTION_LETTERS.map((l) => q[`option${l}`].trim()).filter(Boolean);
    const same = filled.length === body.options.length && filled.every((t, i) => t === body.options[i]!.text.trim());
    if (!same) issue(['body', 'options'], 'invalidQuestionBody');
  }
  const cloze = body.type === 'cloze' ? clozeProblem(q.questionDetail, body.blanks) : null;
  if (cloze) issue(['questionDetail'], cloze);
}

/** A question as the New question dialog edits it and CreateQuizQuestion / UpdateQuizQuestion receive it. */
const questionFields = z.object({
  quizQuestionId: idParam().optional(),
  quizTopicId: idParam(),
  questionDetail: requiredText().max(10_000, { error: 'tooLong' }),
  perQuestionMark: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ error: 'positiveNumber' }).min(0, { error: 'positiveNumber' }).max(100_000),
  ),
  questionTypeId: z.coerce.number({ error: 'required' }).int().min(1, { error: 'required' }).max(8),
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
  /**
   * What the option columns can not hold (issue 22): required for types 4–7; a choice question's
   * fractions and feedback; a true/false question's answer (or correctOption A = true, B = false); a cloze
   * question's blanks (or none: its text is read).
   */
  body: questionBodySchema.nullish().transform((body) => (body ?? undefined) as QuestionBody | undefined),
});
export const questionInput = questionFields.superRefine(checkBody);
export type QuestionInput = z.output<typeof questionInput>;
export type QuestionFormValues = z.input<typeof questionInput>;
/** UpdateQuizQuestion: the question named by its id. */
export const questionUpdateInput = questionFields.extend({ quizQuestionId: idParam() }).superRefine(checkBody);

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
  /** The question's body (issue 22); null when its columns say everything (choice, descriptive). */
  body: questionBodySchema.nullable(),
  /** Its tags (issue 23), in alphabetical order; admins only, never in a candidate's answers. */
  tags: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;
/** CreateQuizQuestion / UpdateQuizQuestion: liveInterruptionForRunningAssessment when saving stopped a live assessment. */
export const questionSavedResponse = z.object({ responseMsg: z.string(), quizQuestionId: z.number() });

/** The formats ReadQuestionUploadCsv reads (issue 22): CSV, GIFT, Aiken, Moodle XML and QTI 2.2 / 3.0 packages. */
export const IMPORT_FORMATS = ['csv', 'gift', 'aiken', 'moodlexml', 'qti'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/**
 * What ReadQuestionUploadCsv does with a file (issue 22): `check` imports nothing and answers the report,
 * `all` imports every item or nothing, `supported` imports the items the report marks ok.
 */
export const IMPORT_MODES = ['check', 'all', 'supported'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** ReadQuestionUploadCsv: a file stored by UploadQuestionCsv (or UploadQuestionText for the other formats). */
export const questionImportInput = z.object({
  path: z.string().trim().min(1, { error: 'required' }).max(500),
  quizTopicId: idParam(),
  addedBy: z.number().optional(),
  format: z.enum(IMPORT_FORMATS).default('csv'),
  mode: z.enum(IMPORT_MODES).default('all'),
  /**
   * Every format but CSV carries no level, and some no category: these apply to every question of the file
   * that does not name its own category (GIFT's $CATEGORY, Moodle XML's categories).
   */
  questionCategoryId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).optional(),
  questionLavelId: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).optional(),
});

/** One line of an import's report: item is the row (CSV, Aiken: the line) or the position or identifier. */
export const importReportLineSchema = z.object({
  item: z.string(),
  title: z.string(),
  status: z.enum(['ok', 'unsupported', 'invalid']),
  reason: z.string(),
  questionTypeId: z.number().nullable(),
});
/**
 * ReadQuestionUploadCsv's answer: questionsImported (or liveInterruptionForRunningAssessment) with
 * params.count, or for a check importChecked with the counts; always the report of every item of the file.
 */
export const questionImportResponse = z.object({
  responseMsg: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  report: z.array(importReportLineSchema),
});

/** The formats ExportQuestionBank writes an assessment's questions in (issue 22): QTI is a 3.0 package. */
export const BANK_EXPORT_FORMATS = ['gift', 'moodlexml', 'qti'] as const;
export type BankExportFormat = (typeof BANK_EXPORT_FORMATS)[number];
export const bankExportParams = z.object({ quizTopicId: idParam(), format: z.enum(BANK_EXPORT_FORMATS) });

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
