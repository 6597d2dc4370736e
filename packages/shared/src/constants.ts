// Business constants of spec 000 §9 and spec 001 §9, in one place for server and web.

export const ROLE = { Admin: 1, Student: 2, SuperAdmin: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ADMIN_ROLES: readonly number[] = [ROLE.Admin, ROLE.SuperAdmin];
export const isAdminRole = (roleId: number): boolean => ADMIN_ROLES.includes(roleId);

export const DEFAULT_ROLES = [
  { userRoleId: ROLE.Admin, roleName: 'Admin', displayName: 'Admin', roleDesc: 'Runs the site' },
  { userRoleId: ROLE.Student, roleName: 'Student', displayName: 'Candidate', roleDesc: 'Takes assessments' },
  {
    userRoleId: ROLE.SuperAdmin,
    roleName: 'SuperAdmin',
    displayName: 'Super Admin',
    roleDesc: 'Site-level administration',
  },
] as const;

export const LOCALES = ['en', 'es', 'it', 'in', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** The localStorage keys of a signed-in session in the web app (the browser tests sign in by writing them). */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  user: 'userInfo',
  logCode: 'logCode',
  expiresAt: 'tokenExpiresAt',
} as const;
/** BCP 47 tags for the html lang attribute and Intl; the spec's 'in' means Hindi. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', es: 'es', it: 'it', in: 'hi', bn: 'bn' };

export const UI = {
  fullscreenMinWidth: 960,
  lockMinWidth: 960,
  pdfMinWidth: 960,
  landingDrawerMaxWidth: 850,
  shortMessageMs: 3000,
  longMessageMs: 12000,
  pageSize: 10,
  studentResultsPageSize: 5,
  progressInitial: 0.1,
  progressCompleteDelayMs: 500,
  noInternetRecheckMs: 30000,
  lockOverlayOpacity: 0.95,
  chunkLoadTimeoutMs: 120000,
} as const;

export const PASSWORD_MIN = 8;
export const CONTACT_NAME_MIN = 6;
export const CONTACT_MESSAGE_MIN = 10;
export const AI_INSTRUCTION_MAX = 250;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const PAYMENT_MODES = ['Offline', 'N/A', 'Online'] as const;
export const ADMIN_PAYMENT_MODES = ['Offline', 'N/A'] as const;
export const PLAN_INTERVALS = ['Monthly', 'Yearly'] as const;
export const AI_PROVIDERS = ['Gemini AI', 'Open AI'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const DEFAULT_AI_PROVIDER: AiProvider = 'Gemini AI';

export const APP_BAR_PALETTE = ['#363636', '#263238', '#37474F', '#455A64', '#546E7A'] as const;
export const BODY_PALETTE = ['#F9F9F9', '#FAFAFA', '#F5F5F5', '#EEEEEE', '#ECEFF1'] as const;

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
export const QUESTION_TYPE = { option: 1, descriptive: 2, trueFalse: 3 } as const;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
/** Multiple answers are joined with five hash characters (spec 001 §9). */
export const ANSWER_SEPARATOR = '#####';
/** Uploads: question images and CSV files. */
export const UPLOAD_LIMITS = { imageBytes: 5 * 1024 * 1024, importBytes: 10 * 1024 * 1024 } as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const SAMPLE_CSV_PATH = '/upload/sample-upload.csv';
export const UPLOAD_INSTRUCTIONS_PATH = '/upload/Instructions-to-upload-questions.pdf';
/** The logo of a certificate whose template has none (spec 001 §9: under /upload; issue 20). */
export const DEFAULT_CERTIFICATE_LOGO_PATH = '/upload/default-certificate-logo.png';
/** Columns of the question CSV, in order (spec 001 issue 3). */
export const QUESTION_CSV_COLUMNS = [
  'questionDetail',
  'perQuestionMark',
  'questionTypeId',
  'questionLavelId',
  'questionCategoryId',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'correctOption',
  'answerExplanation',
] as const;

export const QUESTION_TYPES = [
  { questionTypeId: 1, questionTypeName: 'Option-based' },
  { questionTypeId: 2, questionTypeName: 'Descriptive' },
] as const;
export const QUESTION_LEVELS = [
  { questionLavelId: 1, questionLavelName: 'Easy' },
  { questionLavelId: 2, questionLavelName: 'Medium' },
  { questionLavelId: 3, questionLavelName: 'Hard' },
] as const;
export const REPORT_TYPES = [
  { reportTypeId: 1, reportTypeName: 'Pending examine' },
  { reportTypeId: 2, reportTypeName: 'Reports' },
] as const;

const A = ROLE.Admin,
  S = ROLE.Student,
  SA = ROLE.SuperAdmin;
/** The 17 default menus; ids are stable so that seeds stay idempotent. */
export const DEFAULT_MENUS = [
  { appMenuId: 1, menuTitle: 'Dashboard', url: '/dashboard', iconClass: 'Dashboard', sortOrder: 1, roles: [A, S, SA] },
  {
    appMenuId: 2,
    menuTitle: 'Assessments',
    url: '/quiz/topics',
    iconClass: 'Assignment',
    sortOrder: 2,
    roles: [A, SA],
  },
  { appMenuId: 3, menuTitle: 'Questions', url: '/question/quizes', iconClass: 'Quiz', sortOrder: 3, roles: [A, SA] },
  {
    appMenuId: 4,
    menuTitle: 'Category',
    url: '/question/category',
    iconClass: 'Category',
    sortOrder: 4,
    roles: [A, SA],
  },
  {
    appMenuId: 5,
    menuTitle: 'Examine & Reports',
    url: '/report/admin',
    iconClass: 'FactCheck',
    sortOrder: 5,
    roles: [A, SA],
  },
  { appMenuId: 6, menuTitle: 'Reports', url: '/report/students', iconClass: 'Assessment', sortOrder: 6, roles: [S] },
  {
    appMenuId: 7,
    menuTitle: 'Analytics',
    url: '/report/analysis',
    iconClass: 'Insights',
    sortOrder: 7,
    roles: [A, SA],
  },
  {
    appMenuId: 8,
    menuTitle: 'Certificate Template',
    url: '/report/template',
    iconClass: 'WorkspacePremium',
    sortOrder: 8,
    roles: [A, SA],
  },
  { appMenuId: 9, menuTitle: 'Users', url: '/user/users', iconClass: 'People', sortOrder: 9, roles: [A, SA] },
  {
    appMenuId: 10,
    menuTitle: 'Roles',
    url: '/user/roles',
    iconClass: 'AdminPanelSettings',
    sortOrder: 10,
    roles: [A, SA],
  },
  { appMenuId: 11, menuTitle: 'Menus', url: '/menu/menus', iconClass: 'Menu', sortOrder: 11, roles: [A, SA] },
  {
    appMenuId: 12,
    menuTitle: 'Plans',
    url: '/settings/plans',
    iconClass: 'CardMembership',
    sortOrder: 12,
    roles: [A, SA],
  },
  {
    appMenuId: 13,
    menuTitle: 'Payments',
    url: '/settings/payments',
    iconClass: 'Payments',
    sortOrder: 13,
    roles: [A, SA],
  },
  {
    appMenuId: 14,
    menuTitle: 'App Settings',
    url: '/settings/appSettings',
    iconClass: 'Settings',
    sortOrder: 14,
    roles: [A, SA],
  },
  { appMenuId: 15, menuTitle: 'FAQ', url: '/settings/faq', iconClass: 'HelpOutline', sortOrder: 15, roles: [A, SA] },
  {
    appMenuId: 16,
    menuTitle: 'Contacts',
    url: '/settings/contacts',
    iconClass: 'ContactMail',
    sortOrder: 16,
    roles: [A, SA],
  },
  // Issue 20: every mail of the site (the outbox), for admins only; added to existing sites by migration 0014.
  {
    appMenuId: 17,
    menuTitle: 'Mail Log',
    url: '/settings/mailLog',
    iconClass: 'MarkEmailRead',
    sortOrder: 17,
    roles: [A, SA],
  },
] as const;

/** Icon names an admin may choose for a menu; the web maps each to a Material icon. */
export const MENU_ICONS = [
  'Dashboard',
  'Assignment',
  'Quiz',
  'Category',
  'FactCheck',
  'Assessment',
  'Insights',
  'WorkspacePremium',
  'People',
  'AdminPanelSettings',
  'Menu',
  'CardMembership',
  'Payments',
  'Settings',
  'HelpOutline',
  'ContactMail',
  'MarkEmailRead',
  'School',
  'Description',
  'Event',
  'Folder',
  'Link',
  'Star',
] as const;

export const DEMO_ACCOUNTS = {
  superAdmin: {
    email: 'superadmin@example.com',
    password: 'superadmin1234',
    fullName: 'Sam Super',
    roleId: ROLE.SuperAdmin,
  },
  admin: { email: 'admin@example.com', password: 'admin1234', fullName: 'Ada Admin', roleId: ROLE.Admin },
  candidate: {
    email: 'candidate@example.com',
    password: 'candidate1234',
    fullName: 'Cara Candidate',
    roleId: ROLE.Student,
  },
} as const;
