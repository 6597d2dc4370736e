// Pure assessment rules of spec 001 §4 and §5, shared by the dialog and the server.
import type { ErrorCode } from '../errors.js';
import { MARK_OPTION, PARTICIPANT_OPTION } from '../constants.js';
import type { QuizTopicInput } from '../schemas/quiz.js';

export interface RuleProblem {
  /** The form field the problem belongs to. */
  path: string;
  /** A message key: a registry code, or a validation key such as 'required'. */
  code: ErrorCode | 'required' | 'mustBeAboveZero';
}

/** Participant e-mails: split by comma, trimmed, lower-cased, entries of 5 characters or fewer dropped, no repeats. */
export function parseParticipantEmails(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const email = part.trim().toLowerCase();
    if (email.length > 5) seen.add(email);
  }
  return [...seen];
}

/**
 * Several addresses typed without commas (separated by spaces, semicolons or lines) break the
 * comma rule; a single address is a valid one-entry list.
 */
export function lacksCommaSeparation(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.includes(',')) return false;
  return trimmed.split(/[\s;]+/).filter(Boolean).length > 1;
}

const time = (value: string | null) => (value ? Date.parse(value) : NaN);

/** Fields the dialog shows for a mark option (spec 001 §4 "Mark option"). */
export function markOptionFields(markOptionId: number) {
  return {
    time: markOptionId !== MARK_OPTION.survey,
    totalMarks: markOptionId === MARK_OPTION.equal,
    passMarks: markOptionId !== MARK_OPTION.survey,
    multipleAnswer: markOptionId !== MARK_OPTION.survey,
    multipleInput: markOptionId === MARK_OPTION.survey,
  };
}

/** Save-time checks of spec 001 §5, in the spec's order; the first problem wins on the server. */
export function quizTopicProblems(input: QuizTopicInput, emailSettingsComplete = true): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const shown = markOptionFields(input.quizMarkOptionId);
  const invited = input.quizParticipantOptionId === PARTICIPANT_OPTION.invited;
  if (invited && input.inviteByEmail && !emailSettingsComplete)
    problems.push({ path: 'inviteByEmail', code: 'emailSettingsNotDone' });
  if (input.quizscheduleEndTime && !input.quizscheduleStartTime)
    problems.push({ path: 'quizscheduleStartTime', code: 'noScheduleStartDate' });
  if (
    input.quizscheduleStartTime &&
    input.quizscheduleEndTime &&
    time(input.quizscheduleStartTime) > time(input.quizscheduleEndTime)
  )
    problems.push({ path: 'quizscheduleStartTime', code: 'scheduleStartDateShouldGreater' });
  if (invited) {
    if (lacksCommaSeparation(input.participantEmails))
      problems.push({ path: 'participantEmails', code: 'noCommaSeperatedEmail' });
    else if (parseParticipantEmails(input.participantEmails).length === 0)
      problems.push({ path: 'participantEmails', code: 'required' });
  }
  if (shown.time && !(input.quizTime > 0)) problems.push({ path: 'quizTime', code: 'mustBeAboveZero' });
  if (shown.totalMarks && !(input.quizTotalMarks > 0))
    problems.push({ path: 'quizTotalMarks', code: 'mustBeAboveZero' });
  if (shown.totalMarks && input.quizPassMarks > input.quizTotalMarks)
    problems.push({ path: 'quizPassMarks', code: 'passMarksshouldnotgreaterthanAssessmentMarks' });
  return problems;
}

/**
 * What is stored for a mark option: fields the dialog hides are reset (survey: no time, no marks,
 * no correct answers; marked options: no multiple input). Option 3's total comes from its questions.
 */
export function normalizeQuizTopic(input: QuizTopicInput): QuizTopicInput {
  const out = { ...input, quizTitle: input.quizTitle.trim() };
  if (input.quizMarkOptionId === MARK_OPTION.survey) {
    Object.assign(out, {
      quizTime: 0,
      quizTotalMarks: 0,
      quizPassMarks: 0,
      allowMultipleAnswer: false,
      allowCorrectOption: false,
      allowAnswerExplation: false,
    });
  } else {
    out.allowMultipleInputByUser = false;
  }
  if (input.quizParticipantOptionId !== PARTICIPANT_OPTION.invited) {
    out.participantEmails = '';
    out.inviteByEmail = false;
  }
  return out;
}

/**
 * Equal distribution (mark option 1): split the total over n questions in cents so that the
 * parts add up exactly to the total; the first questions take the leftover cents.
 */
export function spreadMarks(total: number, count: number): number[] {
  if (count <= 0) return [];
  const cents = Math.round(total * 100);
  const base = Math.floor(cents / count);
  const extra = cents - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < extra ? 1 : 0)) / 100);
}

/** 'On-live': running, the start date reached (if any) and the end date, if set, not passed. */
export function isOnLive(
  quiz: { isRunning: boolean; quizscheduleStartTime: string | null; quizscheduleEndTime: string | null },
  now: Date = new Date(),
): boolean {
  if (!quiz.isRunning) return false;
  const t = now.getTime();
  if (quiz.quizscheduleStartTime && Date.parse(quiz.quizscheduleStartTime) > t) return false;
  if (quiz.quizscheduleEndTime && Date.parse(quiz.quizscheduleEndTime) < t) return false;
  return true;
}

/** Case- and space-insensitive key used for "unique, trimmed" names. */
export const uniqueKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
