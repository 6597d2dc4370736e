// The site domain's calls (spec 000 §7 "Settings and content", the Mail log of issue 20, the FAQ and
// Contacts exports, the health check). See common/routes.ts.
import { aiKeyStatusSchema } from '../ai/providers.js';
import { defineRoutes } from '../common/routes.js';
import { exportFormatParams, idParams, pagedParams, responseMsgSchema, uploadResponse } from '../common/schemas.js';
import {
  contactForm,
  contactList,
  contactPage,
  faqInput,
  faqList,
  faqSavedResponse,
  faqUpdateInput,
} from './content.js';
import { siteFrameApi } from './frameRoutes.js';
import { healthFailure, healthResponse } from './health.js';
import {
  DEMO_REFUSAL,
  TEST_MAILS_PER_ADMIN,
  WELCOME_MAILS_PER_ADDRESS,
  WELCOME_MAILS_PER_ADMIN,
  welcomeMailRequest,
} from './mail.js';
import {
  mailIdParams,
  mailLogPage,
  mailLogQuery,
  mailPreviewSchema,
  testMailRequest,
  testMailResponse,
} from './mailLog.js';
import {
  adminSettingsSchema,
  aiSettingRequest,
  colorSettingRequest,
  emailSettingRequest,
  emailTextSettingRequest,
  examSettingRequest,
  generalSettingRequest,
  landingSettingRequest,
  paymentSettingRequest,
  updateClientUrlRequest,
  updateSettingsRequest,
} from './settings.js';

const SETTINGS = '/api/Settings';
const PANEL_TAGS = ['Settings: site settings'];

/** A panel of the Site settings screen: saves only its own fields and answers successfullyUpdated. */
const panel = { method: 'PUT', access: 'admin', tags: PANEL_TAGS, response: responseMsgSchema } as const;

/**
 * UploadLogo, UploadFavicon and UploadLandingPicture: multipart field `file`, images only (judged by
 * content), answering { dbPath } under /upload/. An upload alone changes nothing: the panel's Save stores it.
 */
const imageUpload = (what: string) =>
  ({
    method: 'POST',
    access: 'admin',
    kind: 'multipart',
    tags: PANEL_TAGS,
    summary: `Upload ${what} (multipart field file: PNG, JPEG, GIF or WebP); answers its path`,
    response: uploadResponse,
  }) as const;

/** Every row of a list as a file, headings in the caller's language (spec 000 §2: PDF and Excel on the screens). */
const contentExport = (summary: string) =>
  ({
    method: 'GET',
    access: 'admin',
    kind: 'download',
    tags: ['Export'],
    summary,
    params: exportFormatParams,
  }) as const;

export const siteApi = defineRoutes({
  Health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['Health'],
    summary: 'Liveness and database check',
    response: healthResponse,
    otherAnswers: { 503: healthFailure },
  },

  // ---------------------------------------------------------------- settings
  // GetSiteSettings, SendPasswordMail, UpdateAiProvider: frameRoutes.ts says why they are a table apart.
  ...siteFrameApi,
  UploadLogo: { ...imageUpload('the site logo'), path: `${SETTINGS}/UploadLogo` },
  UploadFavicon: { ...imageUpload('the favicon (an .ico file is accepted too)'), path: `${SETTINGS}/UploadFavicon` },
  UploadLandingPicture: { ...imageUpload('a landing page picture'), path: `${SETTINGS}/UploadLandingPicture` },
  GetAdminSettings: {
    method: 'GET',
    path: `${SETTINGS}/GetAdminSettings`,
    access: 'admin',
    tags: PANEL_TAGS,
    summary:
      'Everything the Site settings screen shows; secrets only as hasSmtpPassword / hasStripeSecretKey and ' +
      'the AI keys only as where they come from (ai.openAiKeySource / ai.geminiKeySource)',
    response: adminSettingsSchema,
  },
  GetAiKeyStatus: {
    method: 'GET',
    path: `${SETTINGS}/GetAiKeyStatus`,
    access: 'admin',
    tags: PANEL_TAGS,
    summary:
      'Whether the chosen AI provider (and each provider) has a key, from the AI panel or the environment; ' +
      'never the key. The AI helpers say "no key yet" before the form is filled',
    response: aiKeyStatusSchema,
  },

  // The panels (spec 000 §2 "Site settings"), in the screen's order.
  UpdateGeneralSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateGeneralSetting`,
    summary: 'General panel: titles and texts, app version, logo and favicon paths, welcome e-mail and FAQ switches',
    body: generalSettingRequest,
  },
  UpdateExamSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateExamSetting`,
    summary: 'Exam panel: endExam, tabChangeEndExam, logoOnExamPage',
    body: examSettingRequest,
  },
  UpdatePaymentSetting: {
    ...panel,
    path: `${SETTINGS}/UpdatePaymentSetting`,
    summary:
      'Payment panel: currency, symbol, registration price and switch, public key; the secret key is write-only ' +
      '(empty keeps it, clearStripeSecretKey removes it). Refused to the demo admin',
    body: paymentSettingRequest,
  },
  UpdateEmailSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateEmailSetting`,
    summary:
      'Email panel: sender, SMTP host and port (empty is 0); the password is write-only (empty keeps it). ' +
      'Refused to the demo admin',
    body: emailSettingRequest,
  },
  UpdateAiSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateAiSetting`,
    summary:
      'AI panel: Open AI and Gemini AI models and base URLs (empty falls back to the environment); the keys are ' +
      'write-only (empty keeps them, clearOpenAiKey / clearGeminiKey removes them). Refused to the demo admin',
    body: aiSettingRequest,
  },
  UpdateColorSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateColorSetting`,
    summary: 'Colour panel: app bar, footer, body and header colours (#RRGGBB)',
    body: colorSettingRequest,
  },
  UpdateLandingSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateLandingSetting`,
    summary: 'Landing page panel: every landing text, picture path and https social link',
    body: landingSettingRequest,
  },
  UpdateEmailTextSetting: {
    ...panel,
    path: `${SETTINGS}/UpdateEmailTextSetting`,
    summary: 'Email texts panel: subject, header and body of the forgot-password, welcome and invitation mails',
    body: emailTextSettingRequest,
  },
  UpdateSettings: {
    ...panel,
    path: `${SETTINGS}/UpdateSettings`,
    summary:
      'Any subset of the panel fields at once, each checked by its panel rule; only the fields sent are saved. ' +
      'Secrets stay write-only; the demo admin may not send Email, Payment or AI fields',
    body: updateSettingsRequest,
  },
  UpdateClientUrl: {
    ...panel,
    path: `${SETTINGS}/UpdateClientUrl`,
    summary: 'The site address (displayName = origin) used in the links of mailed messages',
    body: updateClientUrlRequest,
  },

  // ---------------------------------------------------------------- FAQ (spec 000 §2, §5, §7)
  GetFaqList: {
    method: 'GET',
    path: `${SETTINGS}/GetFaqList`,
    access: 'user',
    tags: ['Settings: FAQ'],
    summary: 'Every FAQ entry; for non-admins only while allowFaq is on (403 noAccess otherwise)',
    response: faqList,
  },
  CreateFaq: {
    method: 'POST',
    path: `${SETTINGS}/CreateFaq`,
    access: 'admin',
    tags: ['Settings: FAQ'],
    summary: "Add an entry (title unique ignoring case and spaces: 'Duplicate FAQ!')",
    body: faqInput,
    response: faqSavedResponse,
  },
  UpdateFaq: {
    method: 'PUT',
    path: `${SETTINGS}/UpdateFaq`,
    access: 'admin',
    tags: ['Settings: FAQ'],
    summary: 'Change an entry (lastUpdatedBy is the caller)',
    body: faqUpdateInput,
    response: faqSavedResponse,
  },
  DeleteFaq: {
    method: 'DELETE',
    path: `${SETTINGS}/DeleteFaq/:id`,
    access: 'admin',
    tags: ['Settings: FAQ'],
    summary: 'Delete an entry',
    params: idParams,
    response: responseMsgSchema,
  },

  // ---------------------------------------------------------------- contacts (spec 000 §2, §5, §7)
  CreateContacts: {
    method: 'POST',
    path: `${SETTINGS}/CreateContacts`,
    access: 'public',
    tags: ['Settings: contacts'],
    summary: 'Send a message from the public contact form (429 tooManyRequests when sent too often)',
    body: contactForm,
    response: responseMsgSchema,
  },
  GetContacts: {
    method: 'GET',
    path: `${SETTINGS}/GetContacts`,
    access: 'admin',
    tags: ['Settings: contacts'],
    summary: 'Every contact message, newest first',
    response: contactList,
  },
  GetContactList: {
    method: 'GET',
    path: `${SETTINGS}/GetContactList/:page/:itemsPerPage`,
    access: 'admin',
    tags: ['Settings: contacts'],
    summary: 'One page of contact messages, newest first, with the total count',
    params: pagedParams,
    response: contactPage,
  },

  // ---------------------------------------------------------------- mail
  SendWelcomeMail: {
    method: 'POST',
    path: `${SETTINGS}/SendWelcomeMail`,
    access: 'admin',
    tags: ['Settings'],
    summary: 'Queue the welcome mail for an existing user (admin; rate-limited)',
    description: `Unknown address: noUserForEmail; incomplete e-mail settings: emailSettingsNotDoneYet; more than ${WELCOME_MAILS_PER_ADDRESS} per address or ${WELCOME_MAILS_PER_ADMIN} per admin in the rate-limit window: 429. ${DEMO_REFUSAL}`,
    body: welcomeMailRequest,
    response: responseMsgSchema,
  },
  GetMailLog: {
    method: 'GET',
    path: `${SETTINGS}/GetMailLog/:page/:itemsPerPage`,
    access: 'admin',
    tags: ['Settings: mail log'],
    summary: 'One page of the mail outbox, newest first, with whether a mail server is set',
    description:
      'status: all, queued (waiting, no failure yet), sent, failed (given up or waiting for a retry). ' +
      'Texts are not listed; GetMailPreview shows one mail with its password-reset links masked.',
    params: pagedParams,
    query: mailLogQuery,
    response: mailLogPage,
  },
  GetMailPreview: {
    method: 'GET',
    path: `${SETTINGS}/GetMailPreview/:id`,
    access: 'admin',
    tags: ['Settings: mail log'],
    summary: 'One mail as it would look (HTML and text), with password-reset links masked',
    params: mailIdParams,
    response: mailPreviewSchema,
  },
  RetryMail: {
    method: 'PUT',
    path: `${SETTINGS}/RetryMail/:id`,
    access: 'admin',
    tags: ['Settings: mail log'],
    summary: 'Send a failed mail, or one waiting for its next try, again now',
    description:
      'A mail that is sent, being sent or queued without a failure: mailNotRetryable. The demo admin: demoOperationNotAllowed.',
    params: mailIdParams,
    response: responseMsgSchema,
  },
  SendTestMail: {
    method: 'POST',
    path: `${SETTINGS}/SendTestMail`,
    access: 'admin',
    tags: ['Settings: mail log'],
    summary: "Send one mail now with the saved Email settings, to the address given or the admin's own",
    description:
      "Answers the mail server's reason when it fails (smtpConnectionFailed, smtpAuthFailed, smtpTimeout … with params.detail). " +
      `Incomplete settings: emailSettingsNotDoneYet. The demo admin: demoOperationNotAllowed. At most ${TEST_MAILS_PER_ADMIN} per admin in the rate-limit window (429).`,
    body: testMailRequest,
    response: testMailResponse,
  },

  // ---------------------------------------------------------------- exports
  ExportFaq: { ...contentExport('Every FAQ entry as faq.csv / .xlsx / .pdf'), path: '/api/Export/faq/:format' },
  ExportContacts: {
    ...contentExport('Every contact message, newest first, as contacts.csv / .xlsx / .pdf'),
    path: '/api/Export/contacts/:format',
  },
});
