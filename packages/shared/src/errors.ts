/**
 * The one error registry. Every code is a message key of the specs (camel-cased where the spec gives
 * only wording); the HTTP status lives here and the text lives in i18n `messages.<code>`.
 * 202 = business refusal shown as a long message, 400 = invalid input, 401/403/404 lead to the
 * dedicated screens, 429 = rate limited.
 */
export const ERROR_STATUS = {
  // spec 000 §8
  incorrectEmailPassword: 202,
  networkError: 503,
  totalAttemptLimitExpired: 202,
  onlinePaymentnotallowed: 202,
  passwordNotMatched: 400,
  duplicateMenuTitle: 202,
  duplicateUrl: 202,
  duplicateOrderNo: 202,
  duplicateFaq: 202,
  duplicateTitle: 202,
  duplicatePrice: 202,
  duplicateRoleName: 202,
  billingPlanLimitExceeded: 202,
  billingPlanDateExceeded: 202,
  billingCycleExpired: 202,
  attemptLimitExceeded: 202,
  assessmentLimitExceeded: 202,
  allocationLimitExceeded: 202,
  wrongPassword: 202,
  noUserForEmail: 202,
  emailAlreadyExists: 202,
  emailNotAllowedToRegister: 202,
  pleasePayFirst: 202,
  demoOperationNotAllowed: 202,
  emailSettingsNotDoneYet: 202,
  paymentSettingsNotDoneYet: 202,
  // spec 001 §8
  emailSettingsNotDone: 202,
  noScheduleStartDate: 202,
  scheduleStartDateShouldGreater: 202,
  noCommaSeperatedEmail: 202,
  passMarksshouldnotgreaterthanAssessmentMarks: 202,
  emptyCorrectAnswer: 202,
  onlyYouTubeVideo: 202,
  csvUploadError: 202,
  csvUploadInstruction: 202,
  markCanNotBeLessZero: 202,
  marksObtaincannotgreaterthanQuestionMarks: 202,
  noCheckedStudent: 202,
  noCheckedCandidates: 202,
  emptyAnswer: 202,
  multipleAnswerNotAllowed: 202,
  duplicateAssessmentTitle: 202,
  duplicateInstruction: 202,
  duplicateQuestion: 202,
  categoryExists: 202,
  maxQuestionQuota: 202,
  // ours: authoring (issue 3)
  liveAssessmentNotEditable: 202,
  noQuestionsInAssessment: 202,
  scheduleEnded: 202,
  correctAnswerMissing: 202,
  questionMarksMissing: 202,
  correctAnswersMissingForMarks: 202,
  multipleCorrectNotAllowed: 202,
  categoryInUse: 202,
  onlyImageFile: 202,
  fileTooLarge: 202,
  importFileEmpty: 202,
  invalidDate: 400,
  // issue 22: an import of every item refused for the items that can not be imported; none that can
  importItemsRefused: 202,
  noImportableItems: 202,
  // issue 23: question tags and the question bank's bulk changes
  tagEmpty: 400,
  tagTooLong: 400,
  tagHasSeparator: 400,
  tooManyTags: 202,
  tooManyQuestionsChosen: 400,
  /** A survey takes choice and descriptive questions only (no key for the other types to hold). */
  surveyQuestionType: 202,
  surveyHasOtherTypes: 202,
  // issue 23: blueprints (form keys answer 400 with the field; Go Live's refusals are business refusals)
  tooManySections: 400,
  tooManyRules: 400,
  tooManyFixedQuestions: 400,
  paperTooLong: 400,
  sectionEmpty: 400,
  questionTwiceInBlueprint: 400,
  blueprintRuleShort: 202,
  blueprintQuestionNotInAssessment: 202,
  // ours: exam delivery (issue 4)
  assessmentNotAvailable: 202,
  notInvitedToAssessment: 202,
  examTimeOver: 202,
  attemptClosed: 202,
  attemptStillOpen: 202,
  // issue 20: an earlier attempt's answers stay hidden while another attempt of the assessment is open
  resultHiddenWhileOpen: 202,
  invalidOption: 202,
  skipNotAllowed: 202,
  noCandidateForEmail: 202,
  // ours: results and certificates (issue 5)
  certificateNotEarned: 202,
  // ours: site administration (issue 6)
  roleInUse: 202,
  cannotDeleteOwnAccount: 202,
  lastAdminNotDeletable: 202,
  // ours: billing (issue 7)
  planInUse: 202,
  quizPaymentRequired: 202,
  checkoutSessionUsed: 202,
  paymentAmountMismatch: 202,
  noPaymentNeeded: 202,
  // ours: AI helpers (issue 8)
  aiKeyMissing: 202,
  aiKeyRejected: 202,
  aiTimeout: 202,
  aiProviderError: 202,
  aiMalformedOutput: 202,
  aiNoValidOutput: 202,
  aiRunningAssessment: 202,
  // ours: mail and accounts in the first hour (issue 20)
  /** Forgot password while the site cannot mail: meant for the candidate, not the admin's settings message. */
  passwordResetMailUnavailable: 202,
  /** Why a mail could not be sent, from the mail server's answer ({{detail}} is its own words). */
  smtpConnectionFailed: 202,
  smtpHostNotFound: 202,
  smtpTimeout: 202,
  smtpAuthFailed: 202,
  smtpTlsFailed: 202,
  smtpRecipientRefused: 202,
  smtpRejected: 202,
  /** Only a mail that failed, or waits for its next try, can be sent again. */
  mailNotRetryable: 202,
  // ours: transport and session
  validationFailed: 400,
  tokenExpired: 401,
  noAccess: 403,
  notFound: 404,
  tooManyRequests: 429,
  /** A request body over the server's size limit (issue 10). */
  payloadTooLarge: 413,
  /** The database cannot be reached right now (restart, lost connection); nothing was changed. */
  serviceUnavailable: 503,
  invalidResetLink: 202,
  mailSendFailed: 202,
  defaultItemNotDeletable: 202,
  internalError: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);

/** Success keys the server may answer in responseMsg with status 200. */
export const SUCCESS_CODES = [
  'successfullySaved',
  'successfullyUpdated',
  'successfullyDeleted',
  'pleaseCheckyouremail',
  'planRenewalSuccess',
  'billingPlanRenewalSuccess',
  'emailSentSuccessfully',
  'thisAssessmentWilllive',
  'liveInterruptionForRunningAssessment',
  'assessmentIsLive',
  'assessmentStopped',
  'questionsImported',
  'importChecked',
  'answerSaved',
  'draftSaved',
  'draftNotKept',
  'examFinished',
  'accommodationSaved',
  'passwordChanged',
  'passwordResetDone',
  'registrationSuccess',
  'contactMessageSent',
  'emailQueued',
  'aiInstructionsGenerated',
  'aiQuestionsGenerated',
  'testMailSent',
  'mailRetryQueued',
] as const;
export type SuccessCode = (typeof SUCCESS_CODES)[number];
/** A success answer's message key, checked at compile time: a key missing from SUCCESS_CODES fails tsc. */
export const successCode = <C extends SuccessCode>(code: C): C => code;

/** Body of every 202 refusal and every 4xx/5xx error answer. */
export interface ErrorBody {
  /** 'alert' refusals are informative; 'error' ones are failures (spec 001 §4 start rule). */
  status: 'error' | 'alert';
  responseMsg: ErrorCode;
  /** The text in the caller's language, for clients that cannot translate. */
  message: string;
  params?: Record<string, string | number>;
  issues?: FieldIssue[];
}

export interface FieldIssue {
  path: string;
  /** A message key: required, emailInvalid, min8Character … */
  message: string;
}
