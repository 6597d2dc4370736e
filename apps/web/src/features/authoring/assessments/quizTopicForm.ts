import {
  MARK_OPTION,
  PARTICIPANT_OPTION,
  quizTopicInput,
  quizTopicProblems,
  type QuizTopic,
  type QuizTopicInput,
} from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The dialog's values as the inputs hold them: numbers as typed text, dates as datetime-local text. */
export interface QuizTopicForm {
  quizTopicId?: number;
  quizTitle: string;
  quizTime: string;
  quizMarkOptionId: number | '';
  quizParticipantOptionId: number | '';
  /** '' is the 'None' choice. */
  certificateTemplateId: number | '';
  quizTotalMarks: string;
  quizPassMarks: string;
  quizPrice: string;
  allowMultipleInputByUser: boolean;
  allowMultipleAnswer: boolean;
  allowMultipleAttempt: boolean;
  allowCorrectOption: boolean;
  allowAnswerExplation: boolean;
  allowQuizStop: boolean;
  allowQuizSkip: boolean;
  allowQuestionSuffle: boolean;
  allowExamOnNewWindow: boolean;
  quizscheduleStartTime: string;
  quizscheduleEndTime: string;
  participantEmails: string;
  inviteByEmail: boolean;
  /** Negative marking (issue 22): the share of its mark a wrong choice costs, 0 to 1; and the floors. */
  negativeMarkPenalty: number;
  floorQuestionAtZero: boolean;
  floorAttemptAtZero: boolean;
}

export const FLAGS = [
  'allowMultipleInputByUser',
  'allowMultipleAnswer',
  'allowMultipleAttempt',
  'allowCorrectOption',
  'allowAnswerExplation',
  'allowQuizStop',
  'allowQuizSkip',
  'allowQuestionSuffle',
  'allowExamOnNewWindow',
] as const;

export const EMPTY_FORM: QuizTopicForm = {
  quizTitle: '',
  quizTime: '',
  quizMarkOptionId: MARK_OPTION.equal,
  quizParticipantOptionId: PARTICIPANT_OPTION.all,
  certificateTemplateId: '',
  quizTotalMarks: '',
  quizPassMarks: '',
  quizPrice: '',
  ...(Object.fromEntries(FLAGS.map((f) => [f, false])) as Record<(typeof FLAGS)[number], boolean>),
  quizscheduleStartTime: '',
  quizscheduleEndTime: '',
  participantEmails: '',
  inviteByEmail: false,
  negativeMarkPenalty: 0,
  floorQuestionAtZero: true,
  floorAttemptAtZero: true,
};

/** Fields a mark-option change resets (spec 001 §4 "Mark option"). */
export const MARK_OPTION_RESETS = {
  allowMultipleInputByUser: false,
  allowMultipleAnswer: false,
  quizTime: '',
  quizTotalMarks: '',
  quizPassMarks: '',
} as const;

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A stored date-time as a datetime-local value in the user's time zone ('' when none or unreadable). */
export function isoToLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as ISO 8601 with the user's UTC offset, e.g. 2025-05-01T09:30:00+02:00. */
export function localInputToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value; // the schema and the server say invalidDate
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const seconds = value.length === 16 ? ':00' : '';
  return `${value}${seconds}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** Numbers as the inputs show them: 0 of a field that needs a positive value shows empty. */
const asText = (n: number, zeroAsEmpty: boolean) => (n === 0 && zeroAsEmpty ? '' : String(n));

/** The form values of a stored assessment and its invited e-mails. */
export function formFromQuiz(quiz: QuizTopic, emails: string[]): QuizTopicForm {
  return {
    quizTopicId: quiz.quizTopicId,
    quizTitle: quiz.quizTitle,
    quizTime: asText(quiz.quizTime, true),
    quizMarkOptionId: quiz.quizMarkOptionId,
    quizParticipantOptionId: quiz.quizParticipantOptionId,
    certificateTemplateId: quiz.certificateTemplateId ?? '',
    quizTotalMarks: asText(quiz.quizTotalMarks, true),
    quizPassMarks: asText(quiz.quizPassMarks, false),
    quizPrice: asText(quiz.quizPrice, false),
    ...(Object.fromEntries(FLAGS.map((f) => [f, quiz[f]])) as Record<(typeof FLAGS)[number], boolean>),
    quizscheduleStartTime: isoToLocalInput(quiz.quizscheduleStartTime),
    quizscheduleEndTime: isoToLocalInput(quiz.quizscheduleEndTime),
    participantEmails: emails.join(', '),
    inviteByEmail: false,
    negativeMarkPenalty: quiz.negativeMarkPenalty,
    floorQuestionAtZero: quiz.floorQuestionAtZero,
    floorAttemptAtZero: quiz.floorAttemptAtZero,
  };
}

/** What CreateQuizTopic / UpdateQuizTopic receive: the whole form, dates with the user's offset. */
export function bodyFromForm(values: QuizTopicInput): QuizTopicInput {
  return {
    ...values,
    quizscheduleStartTime: localInputToIso(values.quizscheduleStartTime),
    quizscheduleEndTime: localInputToIso(values.quizscheduleEndTime),
  };
}

type Shape = typeof quizTopicInput.shape;
/** Each field parsed on its own, so that the cross-field rules can run while other fields still fail. */
function lenientValues(values: QuizTopicForm): QuizTopicInput {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(quizTopicInput.shape) as [keyof Shape, Shape[keyof Shape]][]) {
    const parsed = schema.safeParse(values[key as keyof QuizTopicForm]);
    out[key] = parsed.success ? parsed.data : null;
  }
  return out as unknown as QuizTopicInput;
}

/**
 * zod's field rules (quizTopicInput) plus the shared save-time checks (quizTopicProblems), so that e.g.
 * pass marks above the total show under the field as the user types. A field keeps zod's error first.
 */
export function quizTopicResolver(emailSettingsComplete: boolean): Resolver<QuizTopicForm, unknown, QuizTopicInput> {
  const base = zodResolver(quizTopicInput) as unknown as Resolver<QuizTopicForm, unknown, QuizTopicInput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const problems = quizTopicProblems(lenientValues(values), emailSettingsComplete);
    if (problems.length === 0) return result;
    const errors: FieldErrors<QuizTopicForm> = { ...result.errors };
    for (const p of problems) {
      const path = p.path as keyof QuizTopicForm;
      if (!errors[path]) errors[path] = { type: 'rule', message: p.code };
    }
    return { values: {}, errors };
  };
}
