// Results (spec 001 §3, §5): result rows and details, reports, grading, result e-mails, item analysis.
import { z } from 'zod';
import { ID_MAX, idParam, pagedParams, requiredText } from '../common/schemas.js';
import { FEEDBACK_MAX, readMarkText } from './resultRules.js';

export const REPORT_TYPES = [
  { reportTypeId: 1, reportTypeName: 'Pending examine' },
  { reportTypeId: 2, reportTypeName: 'Reports' },
] as const;

/** A finished attempt as the result sheet and the reports show it (spec 001 §3 "Result row"). */
export const resultRowSchema = z.object({
  quizResponseInitialId: z.number(),
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  quizTopicId: z.number(),
  quizTitle: z.string(),
  timeTaken: z.number(),
  quizMark: z.number(),
  userObtainedQuizMark: z.number(),
  quizPassMarks: z.number(),
  quizTime: z.number(),
  quizMarkOptionId: z.number(),
  isExamined: z.boolean(),
  attemptCount: z.number(),
  dateAdded: z.string(),
  certificateTemplateId: z.number().nullable(),
  pointerLeaveCountSum: z.number(),
  visibilitychangeCountSum: z.number(),
  allowCorrectOption: z.boolean(),
  allowAnswerExplation: z.boolean(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * An answer and its key as a reader reads them (issue 22; AnswerDisplay of the question engine): the parts
 * the candidate gave, as texts (never the attempt's ids), each marked as it scored, and the key in lines.
 */
export const answerDisplaySchema = z.object({
  layout: z.enum(['options', 'text', 'truth', 'typed', 'pairs', 'order', 'blanks']),
  parts: z.array(
    z.object({
      /** The matching stem or the cloze blank's number the part answers. */
      label: z.string().optional(),
      /** What was given (`true` / `false` for a truth value); null for a stem or blank left empty. */
      text: z.string().nullable(),
      /** Absent where nothing is marked automatically (descriptive answers, surveys). */
      mark: z.enum(['right', 'partial', 'wrong']).optional(),
    }),
  ),
  /** The key's lines (accepted answers with their share of the credit); absent where it may not be shown. */
  key: z
    .array(
      z.object({
        label: z.string().optional(),
        entries: z.array(z.object({ text: z.string(), fraction: z.number() })),
      }),
    )
    .optional(),
});

/** One answered question of a finished attempt (spec 001 §3 "Result detail row"). */
export const resultDetailSchema = z.object({
  quizResponseDetailId: z.number(),
  quizQuestionId: z.number(),
  questionTypeId: z.number(),
  questionDetail: z.string(),
  userAnswer: z.string(),
  /** Empty for candidates when the assessment does not show correct options. */
  correctAnswer: z.string(),
  isAnswerSkipped: z.boolean(),
  questionMark: z.number(),
  userObtainedQuestionMark: z.number(),
  isExamined: z.boolean(),
  /** Null when not tracked: shown as 'n/a'. */
  pointerLeaveCount: z.number().nullable(),
  visibilitychangeCount: z.number().nullable(),
  /** Empty for candidates when the assessment does not show explanations. */
  answerExplanation: z.string(),
  /** The question is a code snippet: its text and options render as code, as in the exam (issue 20). */
  isCodeSnippet: z.boolean(),
  /** The examiner's feedback on this answer (issue 20); null when none was given. */
  feedback: z.string().nullable(),
  /**
   * The answer as a reader reads it (issue 22), always sent: userAnswer holds the wire form, which for
   * true/false, matching, ordering and cloze is `true`, ids of the attempt and `n=value` parts; this is
   * "True", "stem → choice; …", "first → second → …", "[[1]] Paris; [[2]] 3.14". For every other type it
   * equals userAnswer (choice option texts joined by #####, a typed text).
   */
  answerText: z.string().optional(),
  /**
   * The fraction of the question's mark scored (issue 22's partial credit, negative under negative marking
   * without the question's floor), always sent: null for a question without marks or an answer not yet
   * examined.
   */
  fraction: z.number().nullable().optional(),
  /**
   * The answer and its key as a reader reads them (issue 22), always sent: every type's parts as texts,
   * marked right, partly right or wrong when the question is marked; the key only where correctAnswer is
   * sent too. A cloze answer's parts are its blanks, which questionDetail holds as [[n]].
   */
  display: answerDisplaySchema.optional(),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

/** GetFinishedExamInfo/{quizResponseInitialId}: the attempt. */
export const finishedExamInfoParams = z.object({ quizResponseInitialId: idParam() });

/** GetFinishedExamResult: the answers of a finished attempt in the order shown. */
export const resultDetailList = z.array(resultDetailSchema);

/** The assessment filter of the results lists: 0 = no filter (spec 001 §7), otherwise an assessment id. */
const resultFilterParams = pagedParams.extend({
  quizTopicId: z.coerce.number().int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});
/** A report type of REPORT_TYPES, or 0 = no filter. */
const reportTypeFilter = () =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(Math.max(...REPORT_TYPES.map((t) => t.reportTypeId)));

/** GetResults/{page}/{itemsPerPage}/{reportTypeId}/{quizTopicId}. */
export const resultsPageParams = resultFilterParams.extend({ reportTypeId: reportTypeFilter() });

/** GetResultsById/{page}/{itemsPerPage}/{userId}/{quizTopicId}. */
export const candidateResultsPageParams = resultFilterParams.extend({ userId: idParam() });

/** GetResults / GetResultsById: one page of finished attempts and the total. */
export const resultPage = z.object({ responseMsg: z.array(resultRowSchema), count: z.number() });

/** GetReportType. */
export const reportTypeList = z.array(z.object({ reportTypeId: z.number(), reportTypeName: z.string() }));

/** GetFilteredQuiz/{id}: the spec's client sends the candidate's id; the token decides, the id is not used. */
export const filteredQuizParams = z.object({ id: z.string().max(64) });

/** GetFilteredQuiz / GetQuizesForReports: assessments to filter by. */
export const quizFilterList = z.array(z.object({ quizTopicId: z.number(), quizTitle: z.string() }));

/** GetPendingExamine / GetResultByTopic rows: what the reviewer grades (admin view, nothing hidden). */
export const pendingAnswerList = z.array(resultDetailSchema);

/**
 * The mark in UpdateMarksObtain's path: a plain decimal number such as 2, 2.5 or 0.25, or a negative one
 * (then the server answers the spec's markCanNotBeLessZero); anything else is a 400 marksMustBeNumber,
 * never read the way JavaScript would read it (0x2, 1e1, Infinity, surrounding spaces: issue 20). An empty
 * or blank mark stays null, so the server answers markCanNotBeLessZero for it too.
 */
const markParam = z
  .string()
  .refine((v) => readMarkText(v).kind !== 'invalid', { error: 'marksMustBeNumber' })
  .transform((v) => {
    const mark = readMarkText(v);
    return mark.kind === 'number' ? mark.value : null;
  })
  .describe('The mark: a plain decimal number (2, 2.5, 0.25)');

/** UpdateMarksObtain/{id}/{marks}: the answer and its mark. */
export const marksParams = z.object({ id: idParam(), marks: markParam });

/**
 * UpdateMarksObtain's optional body (issue 20): the examiner's feedback on the answer, saved with the
 * mark. Without the field the stored feedback stays as it is; an empty text removes it.
 */
export const marksFeedbackInput = z
  .object({
    feedback: z.string().trim().max(FEEDBACK_MAX, { error: 'tooLong' }).optional(),
  })
  .optional();

/** UpdateMarksObtain answers the attempt (result) id in responseMsg, plus what changed. */
export const marksUpdatedResponse = z.object({
  responseMsg: z.number(),
  userObtainedQuizMark: z.number(),
  isExamined: z.boolean(),
  pendingCount: z.number(),
});

/** One mail of the result e-mail dialog, with the spec's fields (logo and URL are rebuilt by the server). */
export const resultEmailInput = z.object({
  logoPath: z.string().max(2000).nullable().optional(),
  siteUrl: z.string().max(2000).optional(),
  subject: requiredText().max(200, { error: 'max200characters' }),
  body: requiredText().max(20_000, { error: 'tooLong' }),
  emails: z
    .array(
      z.object({
        email: z.string().trim().toLowerCase().max(254),
        logoPath: z.string().max(2000).nullable().optional(),
        siteUrl: z.string().max(2000).optional(),
        body: z.string().max(20_000).optional(),
      }),
    )
    .max(10_000),
});
export type ResultEmailInput = z.infer<typeof resultEmailInput>;

/** SentEmailToCheckedStudents: the mails are queued (the outbox sends them); params.count is how many. */
export const resultEmailResponse = z.object({
  responseMsg: z.literal('emailSentSuccessfully'),
  params: z.object({ count: z.number() }),
});

/** The query of the results export (/api/Export/results/{format}): the report's filters, 0 = no filter. */
export const resultExportQuery = z.object({
  reportTypeId: reportTypeFilter().default(0),
  quizTopicId: z.coerce.number().int().min(0).max(ID_MAX, { error: 'tooLarge' }).default(0),
});

/** GetItemAnalysis/{quizTopicId}, and the query of its CSV export. */
export const itemAnalysisParams = z.object({ quizTopicId: idParam() });

/** Item analysis of one assessment (beyond the spec). */
export const itemAnalysisSchema = z.object({
  quizTopicId: z.number(),
  quizTitle: z.string(),
  attempts: z.number(),
  items: z.array(
    z.object({
      quizQuestionId: z.number(),
      /** The question's text; a cloze question's with its blanks as [[n]] (its stored text holds the key). */
      questionDetail: z.string(),
      questionTypeId: z.number(),
      /** The question is a code snippet: its text renders as code, as in the exam (issue 20). */
      isCodeSnippet: z.boolean(),
      answered: z.number(),
      /**
       * Mean fraction of the question's mark scored, 0..1 (partial credit counts its share, a negative
       * mark counts 0), skipped answers counting 0 and answers waiting for their mark left out (null
       * without a scored answer, or for a question without marks).
       */
      facility: z.number().nullable(),
      /** Facility in the upper third of attempts by total minus the lower third, -1..1 (null when too few). */
      discrimination: z.number().nullable(),
      /** How often each option (A–E, by text) was chosen, and skips. */
      options: z.array(z.object({ letter: z.string(), text: z.string(), chosen: z.number(), correct: z.boolean() })),
      /**
       * The key as a reader reads it, for the types whose key is not a choice of options (issue 22: short
       * answer, numerical, matching, ordering, cloze; true/false too): null for choice and descriptive ones.
       */
      key: z.string().nullable().optional(),
      /** The same key in lines, as the result sheet lays it out (issue 22); null where key is null. */
      keyDisplay: answerDisplaySchema.nullable().optional(),
      skipped: z.number(),
      /** Descriptive answers still waiting for their mark: not in facility and discrimination yet. */
      pending: z.number(),
    }),
  ),
});
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>;
