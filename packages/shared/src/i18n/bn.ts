import type { Translation } from './en.js';
import { common } from './common/common.bn.js';
import { pages } from './common/pages.bn.js';
import { menus } from './accounts/menus.bn.js';
import { roles } from './accounts/roles.bn.js';
import { shell } from './common/shell.bn.js';
import { signIn } from './accounts/signIn.bn.js';
import { errorPages } from './common/errorPages.bn.js';
import { landing } from './site/landing.bn.js';
import { dashboard } from './delivery/dashboard.bn.js';
import { table } from './common/table.bn.js';
import { assessments } from './authoring/assessments.bn.js';
import { instructions } from './authoring/instructions.bn.js';
import { categories } from './authoring/categories.bn.js';
import { questions } from './authoring/questions.bn.js';
import { questionBank } from './authoring/questionBank.bn.js';
import { questionTags } from './authoring/questionTags.bn.js';
import { importReasons } from './authoring/importReasons.bn.js';
import { exportColumns } from './common/exportColumns.bn.js';
import { exam } from './delivery/exam.bn.js';
import { examTypes } from './delivery/examTypes.bn.js';
import { examResult } from './results/examResult.bn.js';
import { extraTime } from './delivery/extraTime.bn.js';
import { reports } from './results/reports.bn.js';
import { certificates } from './results/certificates.bn.js';
import { analytics } from './results/analytics.bn.js';
import { userAdmin } from './accounts/userAdmin.bn.js';
import { profile } from './accounts/profile.bn.js';
import { accessAdmin } from './accounts/accessAdmin.bn.js';
import { siteSettings } from './site/siteSettings.bn.js';
import { siteContent } from './site/siteContent.bn.js';
import { landingPage } from './site/landingPage.bn.js';
import { siteSettingsLook } from './site/siteSettingsLook.bn.js';
import { billing } from './billing/billing.bn.js';
import { checkout } from './billing/checkout.bn.js';
import { ai } from './ai/ai.bn.js';
import { aiQuestions } from './ai/aiQuestions.bn.js';
import { mailLog } from './site/mailLog.bn.js';
import { commonMessages } from './common/messages.bn.js';
import { accountsMessages } from './accounts/messages.bn.js';
import { siteMessages } from './site/messages.bn.js';
import { authoringMessages } from './authoring/messages.bn.js';
import { deliveryMessages } from './delivery/messages.bn.js';
import { resultsMessages } from './results/messages.bn.js';
import { billingMessages } from './billing/messages.bn.js';
import { aiMessages } from './ai/messages.bn.js';

export const bn: Translation = {
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
