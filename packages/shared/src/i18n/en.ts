import { common } from './common/common.en.js';
import { pages } from './common/pages.en.js';
import { menus } from './accounts/menus.en.js';
import { roles } from './accounts/roles.en.js';
import { shell } from './common/shell.en.js';
import { signIn } from './accounts/signIn.en.js';
import { errorPages } from './common/errorPages.en.js';
import { landing } from './site/landing.en.js';
import { dashboard } from './delivery/dashboard.en.js';
import { table } from './common/table.en.js';
import { assessments } from './authoring/assessments.en.js';
import { instructions } from './authoring/instructions.en.js';
import { categories } from './authoring/categories.en.js';
import { questions } from './authoring/questions.en.js';
import { questionBank } from './authoring/questionBank.en.js';
import { questionTags } from './authoring/questionTags.en.js';
import { importReasons } from './authoring/importReasons.en.js';
import { exportColumns } from './common/exportColumns.en.js';
import { exam } from './delivery/exam.en.js';
import { examTypes } from './delivery/examTypes.en.js';
import { examResult } from './results/examResult.en.js';
import { extraTime } from './delivery/extraTime.en.js';
import { reports } from './results/reports.en.js';
import { certificates } from './results/certificates.en.js';
import { analytics } from './results/analytics.en.js';
import { userAdmin } from './accounts/userAdmin.en.js';
import { profile } from './accounts/profile.en.js';
import { accessAdmin } from './accounts/accessAdmin.en.js';
import { siteSettings } from './site/siteSettings.en.js';
import { siteContent } from './site/siteContent.en.js';
import { landingPage } from './site/landingPage.en.js';
import { siteSettingsLook } from './site/siteSettingsLook.en.js';
import { billing } from './billing/billing.en.js';
import { checkout } from './billing/checkout.en.js';
import { ai } from './ai/ai.en.js';
import { aiQuestions } from './ai/aiQuestions.en.js';
import { mailLog } from './site/mailLog.en.js';
import { commonMessages } from './common/messages.en.js';
import { accountsMessages } from './accounts/messages.en.js';
import { siteMessages } from './site/messages.en.js';
import { authoringMessages } from './authoring/messages.en.js';
import { deliveryMessages } from './delivery/messages.en.js';
import { resultsMessages } from './results/messages.en.js';
import { billingMessages } from './billing/messages.en.js';
import { aiMessages } from './ai/messages.en.js';

/**
 * English, the source language. Every other language must have exactly these keys
 * (tsc checks it through the Translation type; a test checks it at run time too).
 * Each namespace lives in its domain's folder, one file per language: <domain>/<namespace>.<locale>.ts.
 */
export const en = {
  common,
  pages,
  menus,
  roles,
  shell,
  signIn,
  errorPages,
  landing,
  dashboard,
  table,
  assessments,
  instructions,
  categories,
  questions,
  questionBank,
  questionTags,
  importReasons,
  exportColumns,
  exam,
  examTypes,
  examResult,
  extraTime,
  reports,
  certificates,
  analytics,
  userAdmin,
  profile,
  accessAdmin,
  siteSettings,
  siteContent,
  landingPage,
  siteSettingsLook,
  billing,
  checkout,
  ai,
  aiQuestions,
  mailLog,
  messages: {
    ...commonMessages,
    ...accountsMessages,
    ...siteMessages,
    ...authoringMessages,
    ...deliveryMessages,
    ...resultsMessages,
    ...billingMessages,
    ...aiMessages,
  },
};

/** The shape every language must fill completely. */
export type Translation = typeof en;
