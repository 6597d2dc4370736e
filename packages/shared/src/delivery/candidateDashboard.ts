// The candidate's dashboard cards (spec 001 §4, issue 20): the assessments they may take now, and those
// they have finished.
import { z } from 'zod';

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
export const runningQuizList = z.array(runningQuizSchema);

/** GetRunningQuizes/{id}: the spec's client sends the candidate's e-mail; the token decides, the id is not used. */
export const runningQuizzesParams = z.object({ id: z.string().max(320) });

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
export const completedQuizList = z.array(completedQuizSchema);
