// The results domain's calls (spec 001 §2, §7 "Reports", "Certificates", "Dashboard and analytics"): the
// result sheet, reports, grading, item analysis, result e-mails, certificates, the admin dashboard and the
// results exports. See common/routes.ts.
import { defineRoutes } from '../common/routes.js';
import { exportFormatParams, idParams, responseMsgSchema, uploadResponse } from '../common/schemas.js';
import { DEMO_REFUSAL } from '../site/mail.js';
import {
  certificatePreviewParams,
  certificateTemplateInput,
  certificateTemplateList,
  certificateTemplateSavedResponse,
  certificateTemplateSchema,
  certificateTemplateUpdateInput,
  certificateVerificationSchema,
  certificateViewSchema,
  showCertificateParams,
  VERIFY_LIMIT_PER_IP,
  verifyCertificateParams,
} from './certificates.js';
import { ANALYTICS_TOP_QUIZZES, analyticsList, analyticsRangeParams, dashboardStatusSchema } from './dashboard.js';
import {
  candidateResultsPageParams,
  filteredQuizParams,
  finishedExamInfoParams,
  itemAnalysisParams,
  itemAnalysisSchema,
  marksFeedbackInput,
  marksParams,
  marksUpdatedResponse,
  pendingAnswerList,
  reportTypeList,
  quizFilterList,
  resultDetailList,
  resultEmailInput,
  resultEmailResponse,
  resultExportQuery,
  resultPage,
  resultRowSchema,
  resultsPageParams,
} from './reports.js';
import { FEEDBACK_MAX } from './resultRules.js';

const admin = { access: 'admin' } as const;
/** Candidates read their own results and admins everyone's: the server checks whose attempt it is. */
const user = { access: 'user' } as const;
const results = { tags: ['Report: results'], method: 'GET' } as const;
const grading = { ...admin, tags: ['Report: grading'] } as const;
const certificates = { tags: ['Quiz: certificates'] } as const;
const templates = { ...admin, ...certificates } as const;

/**
 * The analytics calls of spec 001 §7 "Dashboard and analytics": {x} is the number of days to look back
 * (months for GetLogInSummaryByMonth), periods without data answer count 0. One installation is one site,
 * so every admin sees the site's figures; the payment chart is the SuperAdmin's only (spec 001 §6).
 */
const analytics = <P extends string>(path: P, summary: string) =>
  ({
    ...admin,
    tags: ['Dashboard'],
    method: 'GET',
    path,
    summary,
    params: analyticsRangeParams,
    response: analyticsList,
  }) as const;

/** The exports answer the file itself (CSV, Excel or PDF) in the caller's language. */
const download = { ...admin, tags: ['Export'], method: 'GET', kind: 'download' } as const;

export const resultsApi = defineRoutes({
  // The result sheet of a finished attempt (spec 001 §2 "Result sheet", §7 "Reports").
  GetFinishedExamInfo: {
    ...results,
    ...user,
    path: '/api/Report/GetFinishedExamInfo/:quizResponseInitialId',
    summary: 'The result row of a finished attempt (own attempts for candidates, any for admins)',
    params: finishedExamInfoParams,
    response: resultRowSchema,
  },
  GetFinishedExamResult: {
    ...results,
    ...user,
    path: '/api/Report/GetFinishedExamResult/:id',
    summary: 'The answers of a finished attempt in the order shown; correct answers and explanations as allowed',
    params: idParams,
    response: resultDetailList,
  },

  // The results reports (spec 001 §2 "Admin results report", "Students results", §7 "Reports").
  GetReportType: {
    ...results,
    ...admin,
    path: '/api/Report/GetReportType',
    summary: 'Report types of the results filter',
    response: reportTypeList,
  },
  GetFilteredQuiz: {
    ...results,
    ...user,
    path: '/api/Report/GetFilteredQuiz/:id',
    summary: 'Assessments of the results filter: a candidate’s finished ones, every one for admins (id is unused)',
    params: filteredQuizParams,
    response: quizFilterList,
  },
  GetResults: {
    ...results,
    ...admin,
    path: '/api/Report/GetResults/:page/:itemsPerPage/:reportTypeId/:quizTopicId',
    summary: 'A page of finished attempts, newest first, by report type and assessment (0 = all)',
    params: resultsPageParams,
    response: resultPage,
  },
  GetResultsById: {
    ...results,
    ...user,
    path: '/api/Report/GetResultsById/:page/:itemsPerPage/:userId/:quizTopicId',
    summary: 'A page of one candidate’s finished attempts (candidates: their own only), newest first',
    params: candidateResultsPageParams,
    response: resultPage,
  },

  // Manual grading of descriptive answers (spec 001 §2 "Admin results report", §5 "Manual grading"); the
  // spec names the list twice.
  GetResultByTopic: {
    ...grading,
    method: 'GET',
    path: '/api/Report/GetResultByTopic/:id',
    summary: 'The descriptive answers of a finished attempt still waiting for a mark (id: the attempt)',
    params: idParams,
    response: pendingAnswerList,
  },
  GetPendingExamine: {
    ...grading,
    method: 'GET',
    path: '/api/Report/GetPendingExamine/:id',
    summary: 'The descriptive answers of a finished attempt still waiting for a mark (id: the attempt)',
    params: idParams,
    response: pendingAnswerList,
  },
  UpdateMarksObtain: {
    ...grading,
    method: 'PUT',
    path: '/api/Report/UpdateMarksObtain/:id/:marks',
    summary: 'Mark a descriptive answer (id: the answer); the attempt’s total and examined flag follow',
    description:
      'The body is optional: `{ "feedback": "…" }` saves the examiner’s feedback on the answer with the ' +
      `mark (at most ${FEEDBACK_MAX} characters; the candidate reads it on the result sheet), an empty ` +
      'text removes it, and a call without the field leaves it as it is.',
    params: marksParams,
    body: marksFeedbackInput,
    response: marksUpdatedResponse,
  },

  GetItemAnalysis: {
    ...admin,
    tags: ['Report: item analysis'],
    method: 'GET',
    path: '/api/Report/GetItemAnalysis/:quizTopicId',
    summary:
      'Per question of the assessment: answered, facility, discrimination (upper − lower third), options chosen, skipped',
    params: itemAnalysisParams,
    response: itemAnalysisSchema,
  },

  // The result e-mail of the results report, queued in the mail outbox.
  SentEmailToCheckedStudents: {
    ...admin,
    tags: ['Settings'],
    method: 'POST',
    path: '/api/Settings/SentEmailToCheckedStudents',
    summary: 'Queue the result e-mail for the checked candidates (registered addresses only); answers the count',
    description: `Only addresses of registered users are mailed. ${DEMO_REFUSAL}`,
    body: resultEmailInput,
    response: resultEmailResponse,
  },

  // Certificate templates (spec 001 §2 "Certificate templates", §3, §5 "Certificate template").
  GetCertificateTemplateList: {
    ...templates,
    method: 'GET',
    path: '/api/Quiz/GetCertificateTemplateList',
    summary: 'Every certificate template, by title',
    response: certificateTemplateList,
  },
  GetSingleTemplate: {
    ...templates,
    method: 'GET',
    path: '/api/Quiz/GetSingleTemplate/:id',
    summary: 'One certificate template',
    params: idParams,
    response: certificateTemplateSchema,
  },
  CreateCertificateTemplate: {
    ...templates,
    method: 'POST',
    path: '/api/Quiz/CreateCertificateTemplate',
    summary: 'Create a certificate template; answers certificateTemplateId',
    description:
      'Title, heading and main text are required; other texts are trimmed; the publish date is cut to ' +
      '10 characters; the background colour defaults to #FFFFFF. Image paths must be image uploads ' +
      '(UploadCertificateImages), else 202 onlyImageFile with params.field.',
    body: certificateTemplateInput,
    response: certificateTemplateSavedResponse,
  },
  UpdateCertificateTemplate: {
    ...templates,
    method: 'PUT',
    path: '/api/Quiz/UpdateCertificateTemplate',
    summary: 'Update a certificate template (same rules as create)',
    body: certificateTemplateUpdateInput,
    response: certificateTemplateSavedResponse,
  },
  DeleteSingleTemplate: {
    ...templates,
    method: 'DELETE',
    path: '/api/Quiz/DeleteSingleTemplate/:id',
    summary: 'Delete a certificate template',
    description:
      'Assessments using it lose their template; finished attempts and issued certificates keep ' +
      'their snapshot, so issued certificates still verify.',
    params: idParams,
    response: responseMsgSchema,
  },
  UploadCertificateImages: {
    ...templates,
    method: 'POST',
    path: '/api/Quiz/UploadCertificateImages',
    kind: 'multipart',
    summary: 'Upload a certificate image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
    description:
      'The type is judged by the content, never by the name or the declared type; anything else (SVG ' +
      'included) answers 202 onlyImageFile. The answer dbPath is what the template image fields take.',
    response: uploadResponse,
  },

  // Certificates and their public verification (spec 001 §7 "Certificates"). They answer JSON: the
  // browser draws the certificate and its PDF (Certificate.pdf) from it.
  CreateCertificate: {
    ...admin,
    ...certificates,
    method: 'GET',
    path: '/api/Quiz/CreateCertificate/:templateId',
    summary: 'Preview a template as a certificate: raw placeholders, the template number, no verification link',
    params: certificatePreviewParams,
    response: certificateViewSchema,
  },
  ShowCertificate: {
    ...user,
    ...certificates,
    method: 'GET',
    path: '/api/Quiz/ShowCertificate/:templateId/:userId/:quizResponseInitialId',
    summary: 'The certificate of a finished attempt, issued (numbered) on its first view',
    description:
      'Only the candidate who owns the attempt (else 403) or an admin. The attempt must be finished, ' +
      'examined, taken with this template, and reach the pass mark (or have none): else 202 ' +
      'certificateNotEarned. Placeholders are filled for the candidate; an admin sees the raw template.',
    params: showCertificateParams,
    response: certificateViewSchema,
  },
  VerifyCertificate: {
    ...certificates,
    access: 'public',
    method: 'GET',
    path: '/api/Quiz/VerifyCertificate/:certificateNumber',
    summary: 'Public check of an issued certificate: holder name, assessment and date only',
    description:
      'The certificate’s whole number (as in its verification link, CERT-07-K7M2Q9XH4P) or its verification ' +
      `code alone (K7M2Q9XH4P). 404 for an unknown one; at most ${VERIFY_LIMIT_PER_IP} checks per address ` +
      'per rate-limit window (429).',
    params: verifyCertificateParams,
    response: certificateVerificationSchema,
  },

  // The admin dashboard and analytics (spec 001 §3 "Dashboard summary", §7 "Dashboard and analytics").
  GetStatus: {
    ...admin,
    tags: ['Dashboard'],
    method: 'GET',
    path: '/api/Dashboard/GetStatus',
    summary: 'Dashboard tiles: candidates, assessments, live assessments and questions',
    response: dashboardStatusSchema,
  },
  GetPaymentSummaryByDate: {
    ...analytics(
      '/api/Dashboard/GetPaymentSummaryByDate/:x',
      'Sum of payments per day of the last x days (SuperAdmin only)',
    ),
    access: 'superAdmin',
  },
  GetQuizCountByDate: analytics('/api/Dashboard/GetQuizCountByDate/:x', 'Finished attempts per day of the last x days'),
  GetUserCountByQuiz: analytics(
    '/api/Dashboard/GetUserCountByQuiz/:x',
    `Candidates with a finished attempt in the last x days, per assessment (top ${ANALYTICS_TOP_QUIZZES})`,
  ),
  GetLogInSummaryByMonth: analytics(
    '/api/Dashboard/GetLogInSummaryByMonth/:x',
    'Sign-ins per month of the last x months',
  ),
  GetLogInSummaryByDate: analytics('/api/Dashboard/GetLogInSummaryByDate/:x', 'Sign-ins per day of the last x days'),
  GetBrowserCount: analytics(
    '/api/Dashboard/GetBrowserCount/:x',
    "Sign-ins of the last x days by browser ('Unknown' when not recorded)",
  ),
  GetPlatformCount: analytics(
    '/api/Dashboard/GetPlatformCount/:x',
    "Sign-ins of the last x days by platform ('Unknown' when not recorded)",
  ),

  // PDF, Excel and CSV of the admin results report, and the item analysis as CSV.
  ExportResults: {
    ...download,
    path: '/api/Export/results/:format',
    summary: 'Finished attempts of the results report as results.csv / .xlsx / .pdf',
    params: exportFormatParams,
    query: resultExportQuery,
  },
  ExportItemAnalysis: {
    ...download,
    path: '/api/Export/itemAnalysis/csv',
    summary: 'The item analysis of one assessment as item-analysis.csv',
    query: itemAnalysisParams,
  },
});
