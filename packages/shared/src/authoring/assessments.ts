// Assessments (quiz topics), their participants and invitations (spec 001 §2, §4, §5).
import { z } from 'zod';
import { ID_MAX, idParam, requiredText } from '../common/schemas.js';

export const MARK_OPTIONS = [
  { quizMarkOptionId: 1, quizMarkOptionName: 'Equal distribution' },
  { quizMarkOptionId: 2, quizMarkOptionName: 'No marks (Survey)' },
  { quizMarkOptionId: 3, quizMarkOptionName: 'Question-wise marks' },
] as const;
export const PARTICIPANT_OPTIONS = [
  { quizParticipantOptionId: 1, quizParticipantOptionName: 'All registered candidates' },
  { quizParticipantOptionId: 2, quizParticipantOptionName: 'Invited e-mail list' },
] as const;
export const MARK_OPTION = { equal: 1, survey: 2, perQuestion: 3 } as const;
export const PARTICIPANT_OPTION = { all: 1, invited: 2 } as const;

/** Optional date-time text: '' becomes null; anything that is not a date is refused. */
const optionalDateTime = () =>
  z
    .union([z.string().trim().max(40), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), { error: 'invalidDate' });

const flag = () => z.boolean().default(false);
/** Numbers from form fields: '' and null become 0 (spec 001 §5: empty pass marks and price become 0). */
const emptyAsZero = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ error: 'positiveNumber' }).min(0, { error: 'positiveNumber' }).max(max, { error: 'tooLarge' }),
  );

/**
 * An assessment as the dialog edits it and CreateQuizTopic / UpdateQuizTopic receive it.
 * participantEmails and inviteByEmail are the dialog's participant fields; the server saves the
 * list with the assessment so that nothing is half-saved.
 */
export const quizTopicInput = z.object({
  quizTopicId: idParam().optional(),
  quizTitle: requiredText().max(200, { error: 'max200characters' }),
  quizTime: emptyAsZero(10_000).pipe(z.number().int({ error: 'positiveInteger' })),
  quizMarkOptionId: z.coerce.number({ error: 'required' }).int().min(1, { error: 'required' }).max(3),
  quizParticipantOptionId: z.coerce.number({ error: 'required' }).int().min(1, { error: 'required' }).max(2),
  certificateTemplateId: z
    .preprocess(
      (v) => (v === '' || v === 0 ? null : v),
      z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).nullable(),
    )
    .default(null),
  quizTotalMarks: emptyAsZero(1_000_000),
  quizPassMarks: emptyAsZero(1_000_000),
  allowMultipleInputByUser: flag(),
  allowMultipleAnswer: flag(),
  allowMultipleAttempt: flag(),
  allowCorrectOption: flag(),
  allowAnswerExplation: flag(),
  allowQuizStop: flag(),
  allowQuizSkip: flag(),
  allowQuestionSuffle: flag(),
  allowExamOnNewWindow: flag(),
  quizscheduleStartTime: optionalDateTime(),
  quizscheduleEndTime: optionalDateTime(),
  quizPrice: emptyAsZero(1_000_000),
  participantEmails: z.string().max(200_000).default(''),
  inviteByEmail: flag(),
  /** Negative marking (issue 22): the fraction of its mark a wrong choice costs, 0 (none) to 1. */
  negativeMarkPenalty: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ error: 'positiveNumber' }).min(0, { error: 'positiveNumber' }).max(1, { error: 'tooLarge' }),
  ),
  /** A question's score, and the attempt's, never go below 0 (both on unless turned off). */
  floorQuestionAtZero: z.boolean().default(true),
  floorAttemptAtZero: z.boolean().default(true),
  /**
   * UpdateQuizTopic: save a switch from a survey to marks although questions still lack a correct
   * answer (the admin confirmed after the correctAnswersMissingForMarks refusal); Go Live still checks.
   */
  acceptMissingCorrectAnswers: z.boolean().optional(),
});
export type QuizTopicInput = z.output<typeof quizTopicInput>;
export type QuizTopicFormValues = z.input<typeof quizTopicInput>;

/** An assessment as every list and GetSingleQuiz answer it. */
export const quizTopicSchema = z.object({
  quizTopicId: z.number(),
  quizTitle: z.string(),
  quizTime: z.number(),
  quizMarkOptionId: z.number(),
  quizParticipantOptionId: z.number(),
  certificateTemplateId: z.number().nullable(),
  quizTotalMarks: z.number(),
  quizPassMarks: z.number(),
  allowMultipleInputByUser: z.boolean(),
  allowMultipleAnswer: z.boolean(),
  allowMultipleAttempt: z.boolean(),
  allowCorrectOption: z.boolean(),
  allowAnswerExplation: z.boolean(),
  allowQuizStop: z.boolean(),
  allowQuizSkip: z.boolean(),
  allowQuestionSuffle: z.boolean(),
  allowExamOnNewWindow: z.boolean(),
  quizscheduleStartTime: z.string().nullable(),
  quizscheduleEndTime: z.string().nullable(),
  quizPrice: z.number(),
  isRunning: z.boolean(),
  questionsCount: z.number(),
  categories: z.string(),
  dateAdded: z.string(),
  negativeMarkPenalty: z.number(),
  floorQuestionAtZero: z.boolean(),
  floorAttemptAtZero: z.boolean(),
});
export type QuizTopic = z.infer<typeof quizTopicSchema>;

export const quizTopicPage = z.object({ responseMsg: z.array(quizTopicSchema), count: z.number() });
export const quizTopicIdBody = z.object({ quizTopicId: idParam() });
/** The assessment a list belongs to, in the path (GetQuizQuestionList, GetInstructions) or the query (exports). */
export const quizTopicIdParams = z.object({ quizTopicId: idParam() });
/** CreateQuizTopic answers the new assessment's id with the message key. */
export const quizTopicSavedResponse = z.object({ responseMsg: z.string(), quizTopicId: z.number() });
/** GetQuizesForReports: the assessments the report filter offers. */
export const reportQuizOptionSchema = z.object({ quizTopicId: z.number(), quizTitle: z.string() });

/** CreateQuizParticipants: the whole invited list of one assessment (it replaces the previous list). */
export const participantsInput = z
  .array(z.object({ quizTopicId: idParam(), email: z.string().trim().toLowerCase().max(254) }))
  .max(10_000);
export const participantEmailsSchema = z.array(z.object({ quizTopicId: z.number(), email: z.string() }));

/**
 * SendInvitationMail, with the spec's fields. The server ignores the link, logo and URL it is sent
 * (it builds them itself) and mails only addresses on that assessment's invited list.
 */
export const invitationInput = z
  .array(
    z.object({
      quizTopicId: idParam(),
      email: z.string().trim().toLowerCase().max(254),
      siteTitle: z.string().max(500).optional(),
      registrationLink: z.string().max(2000).optional(),
      logoPath: z.string().max(2000).nullable().optional(),
      siteUrl: z.string().max(2000).optional(),
    }),
  )
  .min(1, { error: 'noCheckedCandidates' })
  .max(5_000);

export const certificateOptionSchema = z.object({ certificateTemplateId: z.number(), title: z.string() });

/** GetQuizWithQuestionCount: the All Assessments cards. */
export const quizCardSchema = z.object({
  quizTopicId: z.number(),
  quizTitle: z.string(),
  quizTime: z.number(),
  quizTotalMarks: z.number(),
  quizMarkOptionId: z.number(),
  isRunning: z.boolean(),
  quizscheduleStartTime: z.string().nullable(),
  quizscheduleEndTime: z.string().nullable(),
  questionsCount: z.number(),
  categories: z.string(),
});
export type QuizCard = z.infer<typeof quizCardSchema>;

/** StartQuiz answers thisAssessmentWilllive with the start date when the schedule lies ahead. */
export const goLiveResponse = z.object({
  responseMsg: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
