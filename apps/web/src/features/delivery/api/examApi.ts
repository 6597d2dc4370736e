import type { AnswerInput, Attempt, CompletedQuiz, ExamQuestion, Instruction, RunningQuiz } from '@assessly/shared';
import { get, post, put, type RequestOptions } from '../../../api/client';

type Msg = { responseMsg: string };

/** One position of this attempt's question order (GetRandomQuestions). */
export interface QuestionSlot {
  serial: number;
  quizQuestionId: number;
}

/** CreateQuizResponseDetail's acknowledgement: the answer is durable, and where to go next. */
export interface AnswerSaved {
  responseMsg: string;
  nextSerial: number;
  totalQuestions: number;
  deadlineAt: string | null;
  serverNow: string;
}

/** The body of CreateQuizResponseDetail as the exam screen sends it. */
export type AnswerBody = Pick<
  AnswerInput,
  | 'quizResponseInitialId'
  | 'quizQuestionId'
  | 'userAnswer'
  | 'isAnswerSkipped'
  | 'pointerLeaveCount'
  | 'visibilitychangeCount'
>;

/** Query keys of the candidate's screens. */
export const examKeys = {
  running: (email: string) => ['runningQuizzes', email] as const,
  completed: (email: string) => ['completedQuizzes', email] as const,
  instructions: (quizTopicId: number) => ['examInstructions', quizTopicId] as const,
};

/** Typed calls of spec 001 §7 "Exam taking". */
export const examApi = {
  /** Live assessments the candidate has finished and may not take again, with their latest result (issue 20). */
  completedQuizzes: () => get<CompletedQuiz[]>('/Quiz/GetCompletedQuizes'),
  /** Live assessments the signed-in candidate may take now (by the candidate's e-mail). */
  runningQuizzes: (email: string) => get<RunningQuiz[]>(`/Quiz/GetRunningQuizes/${encodeURIComponent(email)}`),
  /** Instructions of one assessment, shown before the exam starts. */
  instructions: (quizTopicId: number) => get<Instruction[]>(`/Settings/GetInstructions/${quizTopicId}`),
  /** Creates the attempt, or resumes the open one (resumed true, currentSerial where the candidate was). */
  startAttempt: (quizTopicId: number, opts?: RequestOptions) =>
    post<Attempt>('/Quiz/CreateQuizResponseInitial', { quizTopicId }, opts),
  /** This attempt's question order; randomFlag asks for the shuffled order when the assessment allows it. */
  questionOrder: (quizTopicId: number, randomFlag: boolean, opts?: RequestOptions) =>
    get<QuestionSlot[]>(`/Quiz/GetRandomQuestions/${quizTopicId}/${randomFlag ? 1 : 0}`, opts),
  /** One question by its 0-based position in the order; never contains a correct answer. */
  question: (quizTopicId: number, serial: number, opts?: RequestOptions) =>
    get<ExamQuestion>(`/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`, opts),
  /** Saves an answer; acknowledged only once it is durable. */
  saveAnswer: (body: AnswerBody, opts?: RequestOptions) =>
    post<AnswerSaved>('/Quiz/CreateQuizResponseDetail', body, opts),
  /**
   * Stores the on-screen answer of the current question as a draft (issue 20): it does not move on, and
   * counts as the answer if the attempt ends before the candidate submits. Acknowledged once durable.
   */
  saveDraft: (body: AnswerBody, opts?: RequestOptions) =>
    post<AnswerSaved>('/Quiz/CreateQuizResponseDetail', { ...body, isDraft: true }, opts),
  /** Whether the attempt's time is over (asked when the candidate leaves the tab). */
  checkEndTime: (quizResponseInitialId: number, opts?: RequestOptions) =>
    get<boolean>(`/Quiz/CheckQuizEndTime/${quizResponseInitialId}`, opts),
  /** Ends the attempt; the server records the time taken. */
  finish: (quizResponseInitialId: number, opts?: RequestOptions) =>
    put<Msg>('/Quiz/UpdateQuizTakenTime', { quizResponseInitialId }, opts),
};
