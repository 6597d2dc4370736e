import type { Translation } from './en.js';
import { common } from './common/common.in.js';
import { pages } from './common/pages.in.js';
import { menus } from './accounts/menus.in.js';
import { roles } from './accounts/roles.in.js';
import { shell } from './common/shell.in.js';
import { signIn } from './accounts/signIn.in.js';
import { errorPages } from './common/errorPages.in.js';
import { landing } from './site/landing.in.js';
import { dashboard } from './delivery/dashboard.in.js';
import { table } from './common/table.in.js';
import { assessments } from './authoring/assessments.in.js';
import { instructions } from './authoring/instructions.in.js';
import { categories } from './authoring/categories.in.js';
import { questions } from './authoring/questions.in.js';
import { questionBank } from './authoring/questionBank.in.js';
import { questionTags } from './authoring/questionTags.in.js';
import { importReasons } from './authoring/importReasons.in.js';
import { exportColumns } from './common/exportColumns.in.js';
import { exam } from './delivery/exam.in.js';
import { examTypes } from './delivery/examTypes.in.js';
import { examResult } from './results/examResult.in.js';
import { extraTime } from './delivery/extraTime.in.js';
import { reports } from './results/reports.in.js';
import { certificates } from './results/certificates.in.js';
import { analytics } from './results/analytics.in.js';
import { userAdmin } from './accounts/userAdmin.in.js';
import { profile } from './accounts/profile.in.js';
import { accessAdmin } from './accounts/accessAdmin.in.js';
import { siteSettings } from './site/siteSettings.in.js';
import { siteContent } from './site/siteContent.in.js';
import { landingPage } from './site/landingPage.in.js';
import { siteSettingsLook } from './site/siteSettingsLook.in.js';
import { billing } from './billing/billing.in.js';
import { checkout } from './billing/checkout.in.js';
import { ai } from './ai/ai.in.js';
import { aiQuestions } from './ai/aiQuestions.in.js';
import { mailLog } from './site/mailLog.in.js';
import { commonMessages } from './common/messages.in.js';
import { accountsMessages } from './accounts/messages.in.js';
import { siteMessages } from './site/messages.in.js';
import { authoringMessages } from './authoring/messages.in.js';
import { deliveryMessages } from './delivery/messages.in.js';
import { resultsMessages } from './results/messages.in.js';
import { billingMessages } from './billing/messages.in.js';
import { aiMessages } from './ai/messages.in.js';

export const hi: Translation = {
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
