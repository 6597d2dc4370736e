// Pure exam rules of spec 001 §4 "Exam flow", "Result status" and §5 "Exam answers", "Display rules".
import { ANSWER_SEPARATOR, MARK_OPTION, QUESTION_TYPE } from '../constants.js';
import { round2 } from './display.js';

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

/** Status label of spec 001 §4: n/a without marks, Pending until examined, then Passed or Failed. */
export type ResultStatus = 'passed' | 'failed' | 'pending' | 'notApplicable';
export function resultStatus(r: {
  isExamined: boolean;
  quizMark: number;
  userObtainedQuizMark: number;
  quizPassMarks: number;
}): ResultStatus {
  if (!(r.quizMark > 0)) return 'notApplicable';
  if (!r.isExamined) return 'pending';
  return r.userObtainedQuizMark >= r.quizPassMarks ? 'passed' : 'failed';
}

/** Obtained marks as shown: rounded to 2 decimals and never above the total. */
export const shownObtainedMarks = (obtained: number, total: number): number =>
  round2(total > 0 ? Math.min(obtained, total) : obtained);

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

/** The certificate action: a template, and either no pass mark or obtained marks reaching it (spec 001 §6). */
export const certificateEligible = (r: {
  certificateTemplateId: number | null;
  quizPassMarks: number;
  userObtainedQuizMark: number;
}): boolean => r.certificateTemplateId !== null && (r.quizPassMarks === 0 || r.userObtainedQuizMark >= r.quizPassMarks);
