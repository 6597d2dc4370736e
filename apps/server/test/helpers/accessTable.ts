import { ROLE } from '@assessly/shared';
import { DEFAULT_EMAIL_TEXTS, DEFAULT_LANDING, DEFAULT_SETTINGS } from '../../src/db/seedDefaults.js';
import type { AccessWorld, SignedIn } from './accessActors.js';
import { ADMINS, at, c, OWNER_AND_ADMINS, send, upload, type AccessCase } from './accessRequests.js';
import { quizCases, reportCases } from './accessTable.quiz.js';
import { dashboardCases, exportCases, healthCases, menuCases, paymentCases } from './accessTable.site.js';
import { mailLogCases } from './accessTable.mail.js';

/**
 * The expected-access table of the authorization matrix (issue 10): every route of /api/openapi.json,
 * with who may call it and a request with real ids and a valid body, so that what answers is the
 * access rule and not a 400 or a 404 of made-up data.
 *
 * Order of the server's checks (apps/server/src/plugins/auth.ts): the role a route declares is checked
 * in the onRequest hook, before the body is parsed or validated, so a wrong role gets 401 / 403 whatever
 * it sends. Ownership (whose attempt, profile, payment...) is checked in the handler, after validation:
 * that is why every request below passes validation, and why a 400 never counts as a refusal.
 */

const userRow = (w: AccessWorld, userId: number) =>
  w.t.db.selectFrom('app_user').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
const loginEntry = (w: AccessWorld, code: string) =>
  w.t.db.selectFrom('login_history').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const a = (w: AccessWorld, who: SignedIn) => w.accounts[who];

const userCases: AccessCase[] = [
  c('GET /api/User/GetUserList/{page}/{itemsPerPage}', 'admin', at('/User/GetUserList/1/10')),
  c(
    'POST /api/User/CreateUser',
    'admin',
    send('/User/CreateUser', (w) => ({
      fullName: 'Created by matrix',
      email: `created-${w.uid()}@matrix.test`,
      password: 'created-pass-1',
      billingPlanId: w.plans.free,
      paymentMode: 'N/A',
    })),
  ),
  // Admins manage every account, other admins' included (users.test.ts, usersDelete.test.ts)...
  c(
    'PUT /api/User/UpdateUser',
    'admin',
    send('/User/UpdateUser', (w) => ({ ...w.ids.plainUser, mobile: '+34 600 000 001' })),
  ),
  c(
    'PUT /api/User/UpdateUser',
    'admin',
    send('/User/UpdateUser', (w) => ({ ...w.ids.superAdminTarget, mobile: '+34 600 000 002' })),
    // ...but a SuperAdmin only a SuperAdmin: an Admin who could set its password or e-mail could sign in as one.
    { allow: ['superAdmin'] },
  ),
  c(
    'DELETE /api/User/DeleteSingleUser/{id}',
    'admin',
    at(async (w) => `/User/DeleteSingleUser/${(await w.fresh.user()).userId}`),
  ),
  c(
    'DELETE /api/User/DeleteSingleUser/{id}',
    'admin',
    at(async (w) => `/User/DeleteSingleUser/${(await w.fresh.user(ROLE.SuperAdmin)).userId}`),
    { allow: ['superAdmin'] },
  ),
  ...(['candidate', 'admin'] as const).map((owner) =>
    c(
      'PUT /api/User/UpdateUserProfile',
      'user',
      send('/User/UpdateUserProfile', (w) => ({
        userId: a(w, owner).userId,
        fullName: a(w, owner).fullName,
        email: a(w, owner).email,
        mobile: '+1 555 0100',
      })),
      { allow: [owner], owner, untouched: (w) => userRow(w, a(w, owner).userId) },
    ),
  ),
  c('POST /api/User/Upload', 'user', upload('/User/Upload', 'file')),
  c('GET /api/User/GetUserRoleList', 'admin', at('/User/GetUserRoleList')),
  c(
    'POST /api/User/CreateUserRole',
    'admin',
    send('/User/CreateUserRole', (w) => w.bodies.role()),
  ),
  c(
    'PUT /api/User/UpdateUserRole',
    'admin',
    send('/User/UpdateUserRole', (w) => ({ userRoleId: w.ids.roleId, displayName: 'Renamed', roleDesc: null })),
  ),
  c(
    'DELETE /api/User/DeleteSingleRole/{id}',
    'admin',
    at(async (w) => `/User/DeleteSingleRole/${await w.fresh.role()}`),
  ),
  c('GET /api/User/GetBrowseList/{page}/{itemsPerPage}', 'admin', at('/User/GetBrowseList/1/10')),
  c('GET /api/User/GetAiTokenConsumption/{page}/{itemsPerPage}', 'admin', at('/User/GetAiTokenConsumption/1/10')),
  c(
    'GET /api/User/GetPackageUsesInfo/{userId}/{paymentId}',
    'user',
    at((w) => `/User/GetPackageUsesInfo/${a(w, 'candidate').userId}/${w.ids.ownerPaymentId}`),
    { allow: OWNER_AND_ADMINS },
  ),
  c(
    'GET /api/User/GetPackageUsesInfo/{userId}/{paymentId}',
    'user',
    // The owner's payment under another user's id: nobody reads a cycle through a user it is not of.
    at((w) => `/User/GetPackageUsesInfo/${a(w, 'otherCandidate').userId}/${w.ids.ownerPaymentId}`),
    {
      allow: [],
      refusal: [
        { status: 403, code: 'noAccess' },
        { status: 404, code: 'notFound' },
      ],
    },
  ),
  c(
    'POST /api/User/GetLoginInfo',
    'public',
    send('/User/GetLoginInfo', (w) => ({
      email: a(w, 'otherCandidate').email,
      password: a(w, 'otherCandidate').password,
    })),
  ),
  c(
    'POST /api/User/CreateLoginHistory',
    'user',
    send('/User/CreateLoginHistory', () => ({ browser: 'Matrix' })),
  ),
  c(
    'GET /api/User/UpdateLoginHistory/{code}',
    'user',
    at((w) => `/User/UpdateLoginHistory/${w.ids.ownerLoginCode}`),
    // Everyone may sign out; only the owner's sign-out closes the owner's entry.
    { owner: 'candidate', untouched: (w) => loginEntry(w, w.ids.ownerLoginCode), session: 'extra' },
  ),
  c(
    'POST /api/User/PasswordCheck',
    'user',
    // The lock screen checks the caller's own password: the owner's e-mail in the body changes nothing,
    // so only the owner's own check passes (every role may call it).
    send('/User/PasswordCheck', (w) => ({ email: a(w, 'candidate').email, password: a(w, 'candidate').password })),
    { allow: ['candidate'], refusal: [{ status: 202, code: 'wrongPassword' }] },
  ),
  ...(['candidate', 'admin'] as const).map((owner) =>
    c(
      'PUT /api/User/ChangeUserPassword',
      'user',
      send('/User/ChangeUserPassword', (w) => ({ userId: a(w, owner).userId, password: a(w, owner).password })),
      {
        allow: [owner],
        owner,
        untouched: (w) => userRow(w, a(w, owner).userId),
        session: 'signInAgain',
      },
    ),
  ),
  c(
    'GET /api/User/GetUserInfoForForgetPassword/{email}',
    'public',
    at((w) => `/User/GetUserInfoForForgetPassword/${encodeURIComponent(w.ids.plainUser.email)}`),
  ),
  c(
    'POST /api/User/ResetPassword',
    'public',
    send('/User/ResetPassword', () => ({ token: 'not-a-link-token-0123456789', password: 'new-password-1' })),
    // Open to everyone: a made-up link gets the link refusal, never an access one.
    { ok: [{ status: 202, code: 'invalidResetLink' }] },
  ),
  c(
    'POST /api/User/StudentRegistration',
    'public',
    send('/User/StudentRegistration', (w) => ({
      fullName: 'Registered by matrix',
      email: `registered-${w.uid()}@matrix.test`,
      password: 'registered-pass-1',
      billingPlanId: w.plans.free,
    })),
  ),
  c('GET /api/User/GetCurrentUserInfo', 'user', at('/User/GetCurrentUserInfo')),
  c(
    'GET /api/User/GetSingleUser/{id}',
    'user',
    at((w) => `/User/GetSingleUser/${a(w, 'candidate').userId}`),
    {
      allow: OWNER_AND_ADMINS,
    },
  ),
];

/** The General panel as seeded (welcome mails off: the matrix creates many users; the FAQ stays open). */
const { siteTitle, welComeMessage, copyRightText, footerText, version } = DEFAULT_SETTINGS;
const GENERAL = {
  ...{ siteTitle, welComeMessage, copyRightText, footerText, version },
  logoPath: null,
  faviconPath: null,
  allowWelcomeEmail: false,
  allowFaq: true,
};

const settingsCases: AccessCase[] = [
  c(
    'GET /api/Settings/GetInstructions/{quizTopicId}',
    'user',
    at((w) => `/Settings/GetInstructions/${w.ids.invitedQuiz}`),
    {
      // A candidate reads the instructions of an assessment they may take now: the owner is invited.
      allow: OWNER_AND_ADMINS,
    },
  ),
  c(
    'GET /api/Settings/GetInstructions/{quizTopicId}',
    'user',
    at((w) => `/Settings/GetInstructions/${w.ids.draftQuiz}`),
    // An assessment that is not live: its instructions are the admins' only.
    { allow: ADMINS },
  ),
  c(
    'POST /api/Settings/CreateInstruction',
    'admin',
    send('/Settings/CreateInstruction', (w) => ({ quizTopicId: w.ids.draftQuiz, description: `Rule ${w.uid()}` })),
  ),
  c(
    'PUT /api/Settings/UpdateInstruction',
    'admin',
    send('/Settings/UpdateInstruction', (w) => ({
      instructionId: w.ids.instructionId,
      quizTopicId: w.ids.draftQuiz,
      description: `Rule ${w.uid()}`,
    })),
  ),
  c(
    'DELETE /api/Settings/DeleteInstruction/{id}',
    'admin',
    at(async (w) => `/Settings/DeleteInstruction/${await w.fresh.instruction()}`),
  ),
  c(
    'POST /api/Settings/SendInvitationMail',
    'admin',
    send('/Settings/SendInvitationMail', (w) => [{ quizTopicId: w.ids.inviteListQuiz, email: w.ids.guestEmail }]),
  ),
  c(
    'POST /api/Settings/SentEmailToCheckedStudents',
    'admin',
    send('/Settings/SentEmailToCheckedStudents', (w) => ({
      subject: 'Your result',
      body: 'Well done',
      emails: [{ email: w.ids.plainUser.email }],
    })),
  ),
  c('POST /api/Settings/UploadLogo', 'admin', upload('/Settings/UploadLogo', 'file')),
  c('POST /api/Settings/UploadFavicon', 'admin', upload('/Settings/UploadFavicon', 'file')),
  c('POST /api/Settings/UploadLandingPicture', 'admin', upload('/Settings/UploadLandingPicture', 'file')),
  c('GET /api/Settings/GetAdminSettings', 'admin', at('/Settings/GetAdminSettings')),
  c('GET /api/Settings/GetAiKeyStatus', 'admin', at('/Settings/GetAiKeyStatus')),
  c(
    'PUT /api/Settings/UpdateGeneralSetting',
    'admin',
    send('/Settings/UpdateGeneralSetting', () => GENERAL),
  ),
  c(
    'PUT /api/Settings/UpdateExamSetting',
    'admin',
    send('/Settings/UpdateExamSetting', () => ({ endExam: false, tabChangeEndExam: false, logoOnExamPage: true })),
  ),
  c(
    'PUT /api/Settings/UpdatePaymentSetting',
    'admin',
    // No secret key in the body: the stored one (the Stripe stand-in's) is kept.
    send('/Settings/UpdatePaymentSetting', () => ({
      currency: 'USD',
      currencySymbol: '$',
      paidRegistration: true,
      registrationPrice: 5,
      stripePubKey: 'pk_test_matrix',
    })),
  ),
  c(
    'PUT /api/Settings/UpdateEmailSetting',
    'admin',
    send('/Settings/UpdateEmailSetting', (w) => ({
      defaultEmail: 'noreply@assessly.test',
      host: '127.0.0.1',
      port: w.smtpPort,
    })),
  ),
  c(
    'PUT /api/Settings/UpdateAiSetting',
    'admin',
    send('/Settings/UpdateAiSetting', () => ({ openAiModel: 'gpt-4o-mini' })),
  ),
  c(
    'PUT /api/Settings/UpdateColorSetting',
    'admin',
    send('/Settings/UpdateColorSetting', () => ({
      appBarColor: '#363636',
      footerColor: '#FFFFFF',
      bodyColor: '#F9F9F9',
      headerColor: '#F5F5F5',
    })),
  ),
  c(
    'PUT /api/Settings/UpdateLandingSetting',
    'admin',
    send('/Settings/UpdateLandingSetting', () => DEFAULT_LANDING),
  ),
  c(
    'PUT /api/Settings/UpdateEmailTextSetting',
    'admin',
    send('/Settings/UpdateEmailTextSetting', () => DEFAULT_EMAIL_TEXTS),
  ),
  c(
    'PUT /api/Settings/UpdateSettings',
    'admin',
    send('/Settings/UpdateSettings', () => ({ footerText: GENERAL.footerText })),
  ),
  c(
    'PUT /api/Settings/UpdateClientUrl',
    'admin',
    send('/Settings/UpdateClientUrl', () => ({ displayName: 'http://assessly.test:8080' })),
  ),
  c('GET /api/Settings/GetFaqList', 'user', at('/Settings/GetFaqList')),
  c(
    'POST /api/Settings/CreateFaq',
    'admin',
    send('/Settings/CreateFaq', (w) => ({ title: `FAQ ${w.uid()}`, description: 'Answer' })),
  ),
  c(
    'PUT /api/Settings/UpdateFaq',
    'admin',
    send('/Settings/UpdateFaq', (w) => ({ faqId: w.ids.faqId, title: `FAQ ${w.uid()}`, description: 'Answer' })),
  ),
  c(
    'DELETE /api/Settings/DeleteFaq/{id}',
    'admin',
    at(async (w) => `/Settings/DeleteFaq/${await w.fresh.faq()}`),
  ),
  c('POST /api/Settings/CreateContacts', 'public', async (w) => ({
    url: '/Settings/CreateContacts',
    body: { name: 'Matrix Person', email: `contact-${w.uid()}@matrix.test`, message: 'Hello there, from the matrix' },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })),
  c('GET /api/Settings/GetContacts', 'admin', at('/Settings/GetContacts')),
  c('GET /api/Settings/GetContactList/{page}/{itemsPerPage}', 'admin', at('/Settings/GetContactList/1/10')),
  c(
    'POST /api/Settings/SendWelcomeMail',
    'admin',
    send('/Settings/SendWelcomeMail', async (w) => ({ toEmail: (await w.fresh.user()).email })),
  ),
  c('GET /api/Settings/GetSiteSettings', 'public', at('/Settings/GetSiteSettings')),
  c(
    'POST /api/Settings/SendPasswordMail',
    'public',
    send('/Settings/SendPasswordMail', async (w) => ({ toEmail: (await w.fresh.user()).email })),
  ),
  c(
    'PUT /api/Settings/UpdateAiProvider',
    'admin',
    send('/Settings/UpdateAiProvider', () => ({ aiProvider: 'Gemini AI' })),
  ),
];

/** Every route's cases, grouped per controller folder of apps/server/src/modules. */
export const ACCESS_TABLE: Record<string, AccessCase[]> = {
  Health: healthCases,
  User: userCases,
  Settings: [...settingsCases, ...mailLogCases],
  Menu: menuCases,
  Quiz: quizCases,
  Report: reportCases,
  Dashboard: dashboardCases,
  Export: exportCases,
  payments: paymentCases,
};
