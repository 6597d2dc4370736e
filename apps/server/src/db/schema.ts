/** Row types of every table, as Kysely sees them. Flags are 0/1 integers; timestamps are ISO text. */
import type { Generated } from 'kysely';
import type {
  BillingPlanTable,
  CheckoutSessionTable,
  PaymentTable,
  QuizPaymentTable,
  StripeEventTable,
} from './schemaBilling.js';
import type { ExamAccommodationTable, QuizAnswerTable, QuizAttemptTable, ResultCountTable } from './schemaDelivery.js';
import type { AiUsageTable, ContactMessageTable, FaqTable, MailOutboxTable } from './schemaSite.js';

export * from './schemaBilling.js';
export * from './schemaSite.js';
export * from './schemaDelivery.js';

export interface UserRoleTable {
  userRoleId: number;
  roleName: string;
  displayName: string;
  roleDesc: string | null;
  isDefault: number;
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface AppUserTable {
  userId: Generated<number>;
  userRoleId: number;
  fullName: string;
  email: string;
  passwordHash: string;
  mobile: string | null;
  imagePath: string | null;
  dateOfBirth: string | null;
  address: string | null;
  isDemo: number;
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface AppMenuTable {
  appMenuId: Generated<number>;
  menuTitle: string;
  url: string;
  iconClass: string;
  sortOrder: number;
  isDefault: number;
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface RoleMenuTable {
  userRoleId: number;
  appMenuId: number;
  addedBy: number | null;
  dateAdded: string;
}

export interface SiteSettingsTable {
  siteSettingsId: number;
  siteTitle: string;
  welComeMessage: string;
  copyRightText: string;
  footerText: string;
  version: string;
  logoPath: string | null;
  faviconPath: string | null;
  allowWelcomeEmail: number;
  allowFaq: number;
  endExam: number;
  tabChangeEndExam: number;
  logoOnExamPage: number;
  paidRegistration: number;
  registrationPrice: number;
  currency: string;
  currencySymbol: string;
  stripePubKey: string | null;
  stripeSecretKey: string | null;
  defaultEmail: string | null;
  smtpPassword: string | null;
  host: string | null;
  port: number;
  appBarColor: string;
  footerColor: string;
  bodyColor: string;
  headerColor: string;
  /** Buttons, links and accents (migration 0015). */
  primaryColor: string;
  aiProvider: string;
  /** AI panel (issue 8): keys are write-only; null falls back to OPENAI_* / GEMINI_* of the environment. */
  openAiKey: string | null;
  openAiModel: string | null;
  openAiBaseUrl: string | null;
  geminiKey: string | null;
  geminiModel: string | null;
  geminiBaseUrl: string | null;
  clientUrl: string | null;
  /** Landing content and e-mail texts: JSON objects keyed by LANDING_FIELDS / EMAIL_TEXT_FIELDS. */
  landingJson: string;
  emailTextsJson: string;
  /** The landing texts and footerText in the other languages: { locale: { field: text } } (migration 0015). */
  textTranslationsJson: Generated<string>;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface AuthSessionTable {
  sessionId: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface LoginHistoryTable {
  loginHistoryId: Generated<number>;
  code: string;
  userId: number;
  sessionId: string;
  logInTime: string;
  logOutTime: string | null;
  ip: string | null;
  browser: string | null;
  browserVersion: string | null;
  platform: string | null;
  locationInfo: string | null;
}

export interface PasswordResetTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface UploadedFileTable {
  fileId: Generated<number>;
  path: string;
  contentType: string;
  size: number;
  data: Buffer;
  addedBy: number | null;
  dateAdded: string;
}

export interface LookupTables {
  quiz_mark_option: { quizMarkOptionId: number; quizMarkOptionName: string };
  quiz_participant_option: { quizParticipantOptionId: number; quizParticipantOptionName: string };
  question_type: { questionTypeId: number; questionTypeName: string };
  question_level: { questionLavelId: number; questionLavelName: string };
  report_type: { reportTypeId: number; reportTypeName: string };
}

interface Audit {
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface CertificateTemplateTable extends Audit {
  certificateTemplateId: Generated<number>;
  title: string;
  heading: string;
  mainText: string;
  publishDate: string | null;
  topLeftImagePath: string | null;
  topRightImagePath: string | null;
  bottomMiddleImagePath: string | null;
  backgroundImagePath: string | null;
  backgroundColor: string;
  leftSignatureImagePath: string | null;
  leftSignatureText: string | null;
  rightSignatureImagePath: string | null;
  rightSignatureText: string | null;
}

export interface QuizTopicTable extends Audit {
  quizTopicId: Generated<number>;
  quizTitle: string;
  /** lower-cased trimmed title: the uniqueness key. */
  titleKey: string;
  quizTime: number;
  quizMarkOptionId: number;
  quizParticipantOptionId: number;
  certificateTemplateId: number | null;
  quizTotalMarks: number;
  quizPassMarks: number;
  allowMultipleInputByUser: number;
  allowMultipleAnswer: number;
  allowMultipleAttempt: number;
  allowCorrectOption: number;
  allowAnswerExplation: number;
  allowQuizStop: number;
  allowQuizSkip: number;
  allowQuestionSuffle: number;
  allowExamOnNewWindow: number;
  quizscheduleStartTime: string | null;
  quizscheduleEndTime: string | null;
  quizPrice: number;
  isRunning: number;
  categories: string;
  /** Issue 22: the fraction of its mark a wrong choice costs, 0 to 1 (migration 0016). */
  negativeMarkPenalty: Generated<number>;
  /** Issue 22: a question's and the attempt's score never go below 0 (flags, both 1 by default). */
  floorQuestionAtZero: Generated<number>;
  floorAttemptAtZero: Generated<number>;
}

export interface QuizParticipantTable {
  quizTopicId: number;
  email: string;
  addedBy: number | null;
  dateAdded: string;
}

export interface QuizInstructionTable extends Audit {
  instructionId: Generated<number>;
  quizTopicId: number;
  description: string;
  descriptionKey: string;
}

export interface QuestionCategoryTable extends Audit {
  questionCategoryId: Generated<number>;
  questionCategoryName: string;
  nameKey: string;
}

export interface QuizQuestionTable extends Audit {
  quizQuestionId: Generated<number>;
  quizTopicId: number;
  questionDetail: string;
  /** sha-256 of the normalised question text: the uniqueness key within an assessment. */
  detailKey: string;
  perQuestionMark: number;
  questionTypeId: number;
  questionLavelId: number;
  questionCategoryId: number;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string;
  /** Letters of the correct options joined by ##### (e.g. "A#####C"); empty for surveys and descriptive questions. */
  correctOption: string;
  /** The texts of those options joined by #####, as candidates' answers are stored. */
  correctOptionText: string;
  answerExplanation: string;
  imagePath: string | null;
  videoPath: string | null;
  isCodeSnippet: number;
  /** Issue 22: the QuestionBody as JSON; null when the columns hold it all (migration 0016). */
  questionData: Generated<string | null>;
}

/** Issue 23: a tag of a question (migration 0018); tagKey is the tag as tags are compared (shared tagKey). */
export interface QuestionTagTable {
  quizQuestionId: number;
  tag: string;
  tagKey: string;
}

/** A certificate as issued: number, owner and the snapshot the verification page confirms. */
export interface IssuedCertificateTable {
  issuedCertificateId: Generated<number>;
  certificateNumber: string;
  /** Null once the attempt is deleted; the certificate still verifies. */
  attemptId: number | null;
  userId: number;
  templateId: number | null;
  fullName: string;
  quizTitle: string;
  /** ISO timestamp of the first view. */
  issuedOn: string;
}

export interface Database extends LookupTables {
  checkout_session: CheckoutSessionTable;
  stripe_event: StripeEventTable;
  quiz_payment: QuizPaymentTable;
  faq: FaqTable;
  contact_message: ContactMessageTable;
  ai_usage: AiUsageTable;
  mail_outbox: MailOutboxTable;
  issued_certificate: IssuedCertificateTable;
  quiz_attempt: QuizAttemptTable;
  result_count: ResultCountTable;
  quiz_answer: QuizAnswerTable;
  exam_accommodation: ExamAccommodationTable;
  certificate_template: CertificateTemplateTable;
  quiz_topic: QuizTopicTable;
  quiz_participant: QuizParticipantTable;
  quiz_instruction: QuizInstructionTable;
  question_category: QuestionCategoryTable;
  quiz_question: QuizQuestionTable;
  question_tag: QuestionTagTable;
  user_role: UserRoleTable;
  app_user: AppUserTable;
  app_menu: AppMenuTable;
  role_menu: RoleMenuTable;
  site_settings: SiteSettingsTable;
  auth_session: AuthSessionTable;
  login_history: LoginHistoryTable;
  password_reset: PasswordResetTable;
  app_secret: AppSecretTable;
  uploaded_file: UploadedFileTable;
  billing_plan: BillingPlanTable;
  payment: PaymentTable;
}
