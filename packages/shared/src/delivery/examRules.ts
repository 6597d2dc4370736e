// Pure exam rules of spec 001 §4 "Exam flow" and §5 "Exam answers".
import { MARK_OPTION } from '../authoring/assessments.js';
import { ANSWER_SEPARATOR, QUESTION_TYPE } from '../authoring/questionKinds.js';
import { round2 } from '../common/display.js';

/** Seconds after the deadline in which an answer sent in time but slowed by the network is still accepted. */
export const ANSWER_GRACE_SECONDS = 5;

export const splitAnswer = (answer: string): string[] =>
  answer
    .split(ANSWER_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

const sameSet = (a: string[], b: string[]) => {
  const norm = (xs: string[]) => [...new Set(xs.map((x) => x.toLowerCase()))].sort();
  const [x, y] = [norm(a), norm(b)];
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

export interface GradeInput {
  quizMarkOptionId: number;
  questionTypeId: number;
  questionMark: number;
  /** Correct option texts joined by #####. */
  correctAnswer: string;
  userAnswer: string;
  isAnswerSkipped: boolean;
}

/**
 * Server-side grading of one answer: a choice is right only when the chosen set equals the correct
 * set (a single answer is a set of one); descriptive answers wait for manual grading; surveys and
 * skipped questions carry no marks.
 */
export function gradeAnswer(a: GradeInput): { userObtainedQuestionMark: number; isExamined: boolean } {
  if (a.quizMarkOptionId === MARK_OPTION.survey || a.isAnswerSkipped)
    return { userObtainedQuestionMark: 0, isExamined: true };
  if (a.questionTypeId !== QUESTION_TYPE.option) return { userObtainedQuestionMark: 0, isExamined: false };
  const right = sameSet(splitAnswer(a.userAnswer), splitAnswer(a.correctAnswer));
  return { userObtainedQuestionMark: right ? a.questionMark : 0, isExamined: true };
}

/**
 * An attempt's total from the sum of its answers' marks: rounded to 2 decimals, floored at 0 when the
 * assessment floors the attempt (issue 22's negative marking: wrong answers may cost marks, the total
 * never goes below 0 unless the assessment says so), and never above the assessment's marks.
 */
export function attemptTotal(sum: number, quizMark: number, floorAtZero: boolean): number {
  const marks = round2(sum);
  const floored = floorAtZero ? Math.max(0, marks) : marks;
  return quizMark > 0 ? Math.min(floored, quizMark) : floored;
}

/** The attempt's deadline: time × multiplier + extra minutes after the start; none without a timer. */
export function attemptDeadline(
  startedAt: Date,
  quizTimeMinutes: number,
  extra: { extraMinutes: number; timeMultiplier: number } = { extraMinutes: 0, timeMultiplier: 1 },
): Date | null {
  if (!(quizTimeMinutes > 0)) return null;
  const minutes = quizTimeMinutes * extra.timeMultiplier + extra.extraMinutes;
  return new Date(startedAt.getTime() + minutes * 60_000);
}

/** Minutes between two instants, rounded to 2 decimals (time taken). */
export const minutesBetween = (from: Date, to: Date): number =>
  round2(Math.max(0, to.getTime() - from.getTime()) / 60_000);
