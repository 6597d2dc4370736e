import type { Translation } from './en.js';
import { common } from './common/common.es.js';
import { pages } from './common/pages.es.js';
import { menus } from './accounts/menus.es.js';
import { roles } from './accounts/roles.es.js';
import { shell } from './common/shell.es.js';
import { signIn } from './accounts/signIn.es.js';
import { errorPages } from './common/errorPages.es.js';
import { landing } from './site/landing.es.js';
import { dashboard } from './delivery/dashboard.es.js';
import { table } from './common/table.es.js';
import { assessments } from './authoring/assessments.es.js';
import { instructions } from './authoring/instructions.es.js';
import { categories } from './authoring/categories.es.js';
import { questions } from './authoring/questions.es.js';
import { questionBank } from './authoring/questionBank.es.js';
import { questionTags } from './authoring/questionTags.es.js';
import { importReasons } from './authoring/importReasons.es.js';
import { exportColumns } from './common/exportColumns.es.js';
import { exam } from './delivery/exam.es.js';
import { examTypes } from './delivery/examTypes.es.js';
import { examResult } from './results/examResult.es.js';
import { extraTime } from './delivery/extraTime.es.js';
import { reports } from './results/reports.es.js';
import { certificates } from './results/certificates.es.js';
import { analytics } from './results/analytics.es.js';
import { userAdmin } from './accounts/userAdmin.es.js';
import { profile } from './accounts/profile.es.js';
import { accessAdmin } from './accounts/accessAdmin.es.js';
import { siteSettings } from './site/siteSettings.es.js';
import { siteContent } from './site/siteContent.es.js';
import { landingPage } from './site/landingPage.es.js';
import { siteSettingsLook } from './site/siteSettingsLook.es.js';
import { billing } from './billing/billing.es.js';
import { checkout } from './billing/checkout.es.js';
import { ai } from './ai/ai.es.js';
import { aiQuestions } from './ai/aiQuestions.es.js';
import { mailLog } from './site/mailLog.es.js';
import { commonMessages } from './common/messages.es.js';
import { accountsMessages } from './accounts/messages.es.js';
import { siteMessages } from './site/messages.es.js';
import { authoringMessages } from './authoring/messages.es.js';
import { deliveryMessages } from './delivery/messages.es.js';
import { resultsMessages } from './results/messages.es.js';
import { billingMessages } from './billing/messages.es.js';
import { aiMessages } from './ai/messages.es.js';

export const es: Translation = {
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
