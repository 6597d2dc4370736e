// Exam taking (spec 001 §4): attempts, questions, answers and drafts: what the exam screen sends and gets.
import { z } from 'zod';
import { idParam } from '../common/schemas.js';

/**
 * CreateQuizResponseInitial. The spec's client sends the whole initial response; only the
 * assessment id is used: everything else comes from the token and the stored assessment.
 */
export const startAttemptInput = z
  .object({
    quizTopicId: idParam(),
  })
  .loose();

/** The attempt as the exam screen needs it; never a correct answer or a mark of a question. */
export const attemptSchema = z.object({
  quizResponseInitialId: z.number(),
  quizTopicId: z.number(),
  quizTitle: z.string(),
  quizTime: z.number(),
  quizMarkOptionId: z.number(),
  quizTotalMarks: z.number(),
  totalQuestions: z.number(),
  /** Position of the next question to show (0-based); equals totalQuestions when all are answered. */
  currentSerial: z.number(),
  allowQuizStop: z.boolean(),
  allowQuizSkip: z.boolean(),
  allowMultipleSelection: z.boolean(),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  /** The server's clock, so the client's countdown follows the server's deadline. */
  serverNow: z.string(),
  finished: z.boolean(),
  resumed: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** GetRandomQuestions/{quizId}/{randomFlag}: the flag is the client's wish; the order was fixed at the start. */
export const questionOrderParams = z.object({ quizId: idParam(), randomFlag: z.string().max(20) });

/** GetRandomQuestions: this attempt's order. */
export const questionOrderSchema = z.array(z.object({ serial: z.number(), quizQuestionId: z.number() }));

/** GetSingleQuestion/{quizId}/{serial}: the position is 0-based. */
export const examQuestionParams = z.object({
  quizId: idParam(),
  serial: z.coerce.number().int().min(0).max(100_000),
});

/** Something a candidate picks or moves (issue 22): an opaque id of this attempt and its text. */
const opaqueText = z.object({ id: z.string(), text: z.string() });

/**
 * GetSingleQuestion: a question as a candidate sees it during the attempt, with what its type needs
 * (issue 22's wire contract) and never an accepted answer, tolerance, fraction, pair or order.
 */
export const examQuestionSchema = z.object({
  serial: z.number(),
  totalQuestions: z.number(),
  quizQuestionId: z.number(),
  questionDetail: z.string(),
  questionTypeId: z.number(),
  questionCategoryName: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  optionE: z.string(),
  imagePath: z.string().nullable(),
  videoPath: z.string().nullable(),
  isCodeSnippet: z.boolean(),
  /** The answer already saved for this question (resume), joined by #####. */
  savedAnswer: z.string().nullable(),
  /** Ordering (type 7): the items to put in order, shuffled; ids are opaque and differ per attempt (issue 22). */
  items: z.array(opaqueText).optional(),
  /** Matching (type 6): the stems, each to be matched with one of the choices; both shuffled, ids per attempt. */
  stems: z.array(opaqueText).optional(),
  choices: z.array(opaqueText).optional(),
  /** Cloze (type 8): the blanks of questionDetail, written there as [[n]]; a choice blank lists its choices. */
  blanks: z
    .array(
      z.object({
        no: z.number(),
        kind: z.enum(['text', 'number', 'choice']),
        choices: z.array(opaqueText).optional(),
        /** Set on a choice blank that takes several choices (Moodle's MULTIRESPONSE). */
        multiple: z.literal(true).optional(),
      }),
    )
    .optional(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/**
 * CreateQuizResponseDetail. The spec's answer record also carries question text, correct answer,
 * marks and explanation: they are accepted and ignored, the server uses the stored question.
 */
export const answerInput = z
  .object({
    quizResponseInitialId: idParam(),
    quizQuestionId: idParam(),
    userAnswer: z.string().max(20_000, { error: 'tooLong' }).default(''),
    isAnswerSkipped: z.boolean().default(false),
    pointerLeaveCount: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
    visibilitychangeCount: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
    /**
     * Issue 20: true for the question's on-screen answer, sent as the candidate changes it. It does not
     * move on to the next question; it is replaced by the submitted answer, and kept as the submitted
     * answer when the attempt ends before the candidate submits (time up, stop, tab change, the sweep).
     * An empty draft is allowed (the candidate cleared the choice) and then counts as skipped.
     */
    isDraft: z.boolean().default(false),
  })
  .loose();
export type AnswerInput = z.infer<typeof answerInput>;

export const answerSavedResponse = z.object({
  responseMsg: z.string(),
  nextSerial: z.number(),
  totalQuestions: z.number(),
  deadlineAt: z.string().nullable(),
  serverNow: z.string(),
});

export const attemptIdBody = z.object({ quizResponseInitialId: idParam() }).loose();

/** CheckQuizEndTime: whether the attempt has ended (finished, or its time is over). */
export const attemptEndedResponse = z.boolean();

/** UpdateQuizTakenTime: the attempt is finished (the same answer when it already was). */
export const attemptFinishedResponse = z.object({ responseMsg: z.string(), quizResponseInitialId: z.number() });
