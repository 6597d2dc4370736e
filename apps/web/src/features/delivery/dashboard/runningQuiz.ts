// Pure display rules of a live-assessment card (spec 001 §2 "Dashboard", §5 "Display rules").
import { LOCALE_TAG, MARK_OPTION, type Locale, type RunningQuiz } from '@assessly/shared';

/** A number in the user's language (e.g. Bengali digits), at most 2 decimals. */
export const formatCount = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_TAG[locale] ?? 'en', { maximumFractionDigits: 2 }).format(value);

/** Surveys and assessments without marks show 'n/a' instead of a mark. */
export const marksApply = (quiz: Pick<RunningQuiz, 'quizMarkOptionId' | 'quizTotalMarks'>): boolean =>
  quiz.quizMarkOptionId !== MARK_OPTION.survey && quiz.quizTotalMarks > 0;

/** An attempt under way is resumed; otherwise a new one starts. */
export const isResume = (quiz: Pick<RunningQuiz, 'openAttemptId'>): boolean => quiz.openAttemptId !== null;

/**
 * Instructions come first only for a new attempt of an assessment that has some (spec 001 §4 step 1):
 * a candidate resuming has already read them.
 */
export const needsInstructions = (quiz: Pick<RunningQuiz, 'instructionsCount' | 'openAttemptId'>): boolean =>
  !isResume(quiz) && quiz.instructionsCount > 0;

/** The page the exam runs on; a new window reads the attempt from localStorage. */
export const EXAM_PATH = '/quiz/startQuiz';
