import { DEFAULT_MARKING, type MarkingRules } from '@assessly/shared';
import type { AttemptRow } from './attemptRepository.js';

/** The assessment's negative marking as quiz_topic stores it (issue 22); absent columns mean the defaults. */
export interface StoredMarking {
  negativeMarkPenalty?: number | null;
  floorQuestionAtZero?: number | null;
  floorAttemptAtZero?: number | null;
}

const flag = (value: number | null | undefined, fallback: boolean): number => ((value ?? (fallback ? 1 : 0)) ? 1 : 0);

/** What an attempt copies of its assessment's marking at the start, so later edits never regrade it. */
export function attemptMarking(quiz: StoredMarking) {
  return {
    negativeMarkPenalty: Number(quiz.negativeMarkPenalty ?? DEFAULT_MARKING.penalty),
    floorQuestionAtZero: flag(quiz.floorQuestionAtZero, DEFAULT_MARKING.floorQuestionAtZero),
    floorAttemptAtZero: flag(quiz.floorAttemptAtZero, DEFAULT_MARKING.floorAttemptAtZero),
  };
}

/** The marking rules an attempt's answers are scored with. */
export const markingOf = (
  attempt: Pick<AttemptRow, 'negativeMarkPenalty' | 'floorQuestionAtZero' | 'floorAttemptAtZero'>,
): MarkingRules => ({
  penalty: Number(attempt.negativeMarkPenalty),
  floorQuestionAtZero: attempt.floorQuestionAtZero === 1,
  floorAttemptAtZero: attempt.floorAttemptAtZero === 1,
});
