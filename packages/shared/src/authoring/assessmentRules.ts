// Pure assessment rules of spec 001 §4 and §5, shared by the dialog and the server.
import type { ErrorCode } from '../errors.js';
import { round2 } from '../common/display.js';
import { emailField } from '../common/schemas.js';
import { MARK_OPTION, PARTICIPANT_OPTION, type QuizTopicInput } from './assessments.js';

export interface RuleProblem {
  /** The form field the problem belongs to. */
  path: string;
  /** A message key: a registry code, or a validation key such as 'required'. */
  code: ErrorCode | 'required' | 'mustBeAboveZero' | 'emailInvalid';
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

/** An entry kept from the invited list must be an e-mail address (the rule of every e-mail field). */
const emailAddress = emailField();
export const isEmailAddress = (entry: string): boolean => emailAddress.safeParse(entry).success;

/**
 * Several addresses typed without commas (separated by spaces, semicolons or lines) break the
 * comma rule, also when only some of the entries run together ("a@x.io, b@y.io; c@z.io");
 * a single address is a valid one-entry list.
 */
export function lacksCommaSeparation(text: string): boolean {
  return text.split(',').some((entry) => entry.split(/[\s;]+/).filter(Boolean).length > 1);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const time = (value: string | null) => (value ? Date.parse(value) : NaN);
/** An end given as a date only lasts the whole of that day ("the end date, if set, not passed"). */
const endTime = (value: string | null) =>
  value && DATE_ONLY.test(value.trim()) ? time(value) + DAY_MS - 1 : time(value);

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

/** Problems that belong to one field (answered 400 with every field at once, as the schema's are). */
const FIELD_PROBLEM_CODES: readonly RuleProblem['code'][] = ['required', 'mustBeAboveZero', 'emailInvalid'];
export const isFieldProblem = (problem: RuleProblem): boolean => FIELD_PROBLEM_CODES.includes(problem.code);

/** Field rules that depend on the options chosen: the fields the dialog shows are required. */
function fieldProblems(input: QuizTopicInput): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const shown = markOptionFields(input.quizMarkOptionId);
  const emails = input.participantEmails;
  if (input.quizParticipantOptionId === PARTICIPANT_OPTION.invited && !lacksCommaSeparation(emails)) {
    const kept = parseParticipantEmails(emails);
    if (kept.length === 0) problems.push({ path: 'participantEmails', code: 'required' });
    else if (!kept.every(isEmailAddress)) problems.push({ path: 'participantEmails', code: 'emailInvalid' });
  }
  if (shown.time && !(input.quizTime > 0)) problems.push({ path: 'quizTime', code: 'mustBeAboveZero' });
  if (shown.totalMarks && !(input.quizTotalMarks > 0))
    problems.push({ path: 'quizTotalMarks', code: 'mustBeAboveZero' });
  return problems;
}

/**
 * Field problems first (the form blocks on them before saving), then the save-time checks of
 * spec 001 §5 in the spec's order; the server answers the fields together, else the first check.
 */
export function quizTopicProblems(input: QuizTopicInput, emailSettingsComplete = true): RuleProblem[] {
  const problems = fieldProblems(input);
  const invited = input.quizParticipantOptionId === PARTICIPANT_OPTION.invited;
  const start = input.quizscheduleStartTime;
  const end = input.quizscheduleEndTime;
  if (invited && input.inviteByEmail && !emailSettingsComplete)
    problems.push({ path: 'inviteByEmail', code: 'emailSettingsNotDone' });
  if (end && !start) problems.push({ path: 'quizscheduleStartTime', code: 'noScheduleStartDate' });
  if (start && end && time(start) > endTime(end))
    problems.push({ path: 'quizscheduleStartTime', code: 'scheduleStartDateShouldGreater' });
  if (invited && lacksCommaSeparation(input.participantEmails))
    problems.push({ path: 'participantEmails', code: 'noCommaSeperatedEmail' });
  if (input.quizMarkOptionId === MARK_OPTION.equal && input.quizPassMarks > input.quizTotalMarks)
    problems.push({ path: 'quizPassMarks', code: 'passMarksshouldnotgreaterthanAssessmentMarks' });
  return problems;
}

/**
 * What is stored for a mark option: the fields the dialog hides for it are reset (survey: no time,
 * marks, pass marks or multiple answers; marked options: no multiple input), and so are the invited
 * fields of other participant options. Option 3's total comes from its questions (server side).
 */
export function normalizeQuizTopic(input: QuizTopicInput): QuizTopicInput {
  const out = {
    ...input,
    quizTitle: input.quizTitle.trim(),
    // Marks are kept to 2 decimals (spec 001 §5 display rules), so spread marks add up to the total exactly.
    quizTotalMarks: round2(input.quizTotalMarks),
    quizPassMarks: round2(input.quizPassMarks),
  };
  if (input.quizMarkOptionId === MARK_OPTION.survey) {
    Object.assign(out, { quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0, allowMultipleAnswer: false });
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
  if (quiz.quizscheduleStartTime && time(quiz.quizscheduleStartTime) > t) return false;
  if (quiz.quizscheduleEndTime && endTime(quiz.quizscheduleEndTime) < t) return false;
  return true;
}

/**
 * What Manage Assessments' Status column says (spec 001 §2): 'onLive' only when isOnLive; 'scheduled' for a
 * running assessment whose start date lies ahead, so the admin sees that Go Live took (the issue allows
 * it); nothing otherwise: stopped, or running after the schedule's end.
 */
export function liveStatus(
  quiz: { isRunning: boolean; quizscheduleStartTime: string | null; quizscheduleEndTime: string | null },
  now: Date = new Date(),
): 'onLive' | 'scheduled' | null {
  if (isOnLive(quiz, now)) return 'onLive';
  const start = quiz.quizscheduleStartTime;
  if (quiz.isRunning && start && time(start) > now.getTime()) return 'scheduled';
  return null;
}

/** The schedule's end, if set, has passed: going live would never open the assessment. */
export const hasScheduleEnded = (quiz: { quizscheduleEndTime: string | null }, now: Date = new Date()): boolean =>
  Boolean(quiz.quizscheduleEndTime) && endTime(quiz.quizscheduleEndTime!) < now.getTime();
