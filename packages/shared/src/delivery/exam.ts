// Exam taking (spec 001 §4): the candidate's dashboard cards, attempts, questions, answers, drafts, extra time.
import { z } from 'zod';
import { ID_MAX, idParam } from '../common/schemas.js';

/** GetRunningQuizes: a live assessment the signed-in candidate may take now. */
export const runningQuizSchema = z.object({
  quizTopicId: z.number(),
  quizTitle: z.string(),
  quizTime: z.number(),
  quizTotalMarks: z.number(),
  quizPassMarks: z.number(),
  quizMarkOptionId: z.number(),
  questionsCount: z.number(),
  allowExamOnNewWindow: z.boolean(),
  instructionsCount: z.number(),
  /** An attempt already under way (resume instead of starting anew). */
  openAttemptId: z.number().nullable(),
  /** Finished attempts of this candidate. */
  attemptsTaken: z.number(),
});
export type RunningQuiz = z.infer<typeof runningQuizSchema>;

/**
 * A live assessment the candidate has finished and may not take again (issue 20): it stays on their
 * dashboard as Completed, with the result of their latest attempt (totals only, never per-question marks).
 */
export const completedQuizSchema = z.object({
  quizTopicId: z.number(),
  quizTitle: z.string(),
  quizTime: z.number(),
  quizTotalMarks: z.number(),
  quizPassMarks: z.number(),
  quizMarkOptionId: z.number(),
  questionsCount: z.number(),
  attemptsTaken: z.number(),
  /** The latest finished attempt; null while the last one, past its deadline, is still being closed. */
  lastResult: z
    .object({
      quizResponseInitialId: z.number(),
      quizMark: z.number(),
      userObtainedQuizMark: z.number(),
      quizPassMarks: z.number(),
      isExamined: z.boolean(),
      finishedAt: z.string(),
    })
    .nullable(),
});
export type CompletedQuiz = z.infer<typeof completedQuizSchema>;

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

/** GetRandomQuestions: this attempt's order. */
export const questionOrderSchema = z.array(z.object({ serial: z.number(), quizQuestionId: z.number() }));

/** GetSingleQuestion: a question as a candidate sees it during the attempt. */
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

/** Extra time for a candidate (an accommodation an admin sets). */
export const accommodationInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(254, { error: 'emailInvalid' })
    .email({ error: 'emailInvalid' }),
  /** Null: every assessment. */
  quizTopicId: z.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).nullable().default(null),
  extraMinutes: z.coerce
    .number({ error: 'positiveInteger' })
    .int({ error: 'positiveInteger' })
    .min(0, { error: 'positiveNumber' })
    .max(10_000, { error: 'tooLarge' }),
  timeMultiplier: z.coerce
    .number({ error: 'positiveNumber' })
    .min(1, { error: 'minMultiplier' })
    .max(10, { error: 'maxMultiplier' }),
});
export const accommodationSchema = z.object({
  accommodationId: z.number(),
  userId: z.number(),
  email: z.string(),
  fullName: z.string(),
  quizTopicId: z.number().nullable(),
  extraMinutes: z.number(),
  timeMultiplier: z.number(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
