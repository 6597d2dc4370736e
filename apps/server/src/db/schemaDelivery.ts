import type { Generated } from 'kysely';

/** Exam delivery tables: attempts, their answers, the exact result counts and extra time. */

export interface QuizAttemptTable {
  quizResponseInitialId: Generated<number>;
  userId: number;
  email: string;
  quizTopicId: number;
  quizTitle: string;
  quizMark: number;
  quizPassMarks: number;
  quizTime: number;
  quizMarkOptionId: number;
  certificateTemplateId: number | null;
  allowCorrectOption: number;
  allowAnswerExplation: number;
  allowMultipleSelection: number;
  allowQuizStop: number;
  allowQuizSkip: number;
  /** JSON array of quizQuestionId in this candidate's order. */
  questionOrder: string;
  currentSerial: number;
  startedAt: string;
  deadlineAt: string | null;
  finishedAt: string | null;
  timeTaken: number;
  userObtainedQuizMark: number;
  isExamined: number;
  attemptCount: number;
  pointerLeaveCountSum: number;
  visibilitychangeCountSum: number;
  addedBy: number | null;
  dateAdded: string;
  /** Issue 22: the attempt's random secret, from which its opaque ids and shuffles derive (migration 0017). */
  attemptSecret: string | null;
  /** Issue 22: the assessment's negative marking, copied at the start (migration 0017). */
  negativeMarkPenalty: Generated<number>;
  floorQuestionAtZero: Generated<number>;
  floorAttemptAtZero: Generated<number>;
}

/**
 * Finished attempts of an assessment and how many of them wait for grading, split over a few slots
 * (attempt id modulo 16); kept exact by triggers on quiz_attempt (migration 0011). Read-only for the code.
 */
export interface ResultCountTable {
  quizTopicId: number;
  slot: number;
  finished: number;
  pending: number;
}

export interface QuizAnswerTable {
  quizResponseDetailId: Generated<number>;
  quizResponseInitialId: number;
  quizQuestionId: number;
  serial: number;
  questionTypeId: number;
  questionDetail: string;
  imagePath: string | null;
  videoPath: string | null;
  userAnswer: string;
  isAnswerSkipped: number;
  correctAnswer: string;
  answerExplanation: string;
  questionMark: number;
  userObtainedQuestionMark: number;
  isExamined: number;
  pointerLeaveCount: number | null;
  visibilitychangeCount: number | null;
  /** 1 while this is the on-screen answer of the question (not submitted yet): migration 0012. */
  isDraft: Generated<number>;
  /** The examiner's feedback on the answer (issue 20), null when none: migration 0013. */
  feedback: Generated<string | null>;
  /** Issue 22: the answer as readable text where userAnswer holds per-attempt ids (migration 0017). */
  answerText: Generated<string | null>;
  addedBy: number | null;
  dateAdded: string;
  lastUpdated: string | null;
}

export interface ExamAccommodationTable {
  accommodationId: Generated<number>;
  userId: number;
  quizTopicId: number | null;
  extraMinutes: number;
  timeMultiplier: number;
  addedBy: number | null;
  dateAdded: string;
}
