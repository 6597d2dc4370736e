import type { Translation } from './en.js';
import { common } from './common/common.it.js';
import { pages } from './common/pages.it.js';
import { menus } from './accounts/menus.it.js';
import { roles } from './accounts/roles.it.js';
import { shell } from './common/shell.it.js';
import { signIn } from './accounts/signIn.it.js';
import { errorPages } from './common/errorPages.it.js';
import { landing } from './site/landing.it.js';
import { dashboard } from './delivery/dashboard.it.js';
import { table } from './common/table.it.js';
import { assessments } from './authoring/assessments.it.js';
import { instructions } from './authoring/instructions.it.js';
import { categories } from './authoring/categories.it.js';
import { questions } from './authoring/questions.it.js';
import { questionBank } from './authoring/questionBank.it.js';
import { questionTags } from './authoring/questionTags.it.js';
import { importReasons } from './authoring/importReasons.it.js';
import { exportColumns } from './common/exportColumns.it.js';
import { exam } from './delivery/exam.it.js';
import { examTypes } from './delivery/examTypes.it.js';
import { examResult } from './results/examResult.it.js';
import { extraTime } from './delivery/extraTime.it.js';
import { reports } from './results/reports.it.js';
import { certificates } from './results/certificates.it.js';
import { analytics } from './results/analytics.it.js';
import { userAdmin } from './accounts/userAdmin.it.js';
import { profile } from './accounts/profile.it.js';
import { accessAdmin } from './accounts/accessAdmin.it.js';
import { siteSettings } from './site/siteSettings.it.js';
import { siteContent } from './site/siteContent.it.js';
import { landingPage } from './site/landingPage.it.js';
import { siteSettingsLook } from './site/siteSettingsLook.it.js';
import { billing } from './billing/billing.it.js';
import { checkout } from './billing/checkout.it.js';
import { ai } from './ai/ai.it.js';
import { aiQuestions } from './ai/aiQuestions.it.js';
import { mailLog } from './site/mailLog.it.js';
import { commonMessages } from './common/messages.it.js';
import { accountsMessages } from './accounts/messages.it.js';
import { siteMessages } from './site/messages.it.js';
import { authoringMessages } from './authoring/messages.it.js';
import { deliveryMessages } from './delivery/messages.it.js';
import { resultsMessages } from './results/messages.it.js';
import { billingMessages } from './billing/messages.it.js';
import { aiMessages } from './ai/messages.it.js';

export const it: Translation = {
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
