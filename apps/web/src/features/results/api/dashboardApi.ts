import { authoringRefs, resultsRefs } from '@assessly/shared';
import { call, routeUrl } from '../../../api/call';

/** The analytics calls of spec 001 §7 "Dashboard and analytics"; {x} is days (months for the month call). */
export type AnalyticsCall =
  | 'GetPaymentSummaryByDate'
  | 'GetQuizCountByDate'
  | 'GetUserCountByQuiz'
  | 'GetLogInSummaryByMonth'
  | 'GetLogInSummaryByDate'
  | 'GetBrowserCount'
  | 'GetPlatformCount';

/** Query keys of the dashboard and analytics screens. */
export const dashboardKeys = {
  status: ['dashboardStatus'] as const,
  analytics: (call: AnalyticsCall, x: number) => ['analytics', call, x] as const,
  quizzes: ['quizzesForReports'] as const,
  itemAnalysis: (quizTopicId: number) => ['itemAnalysis', quizTopicId] as const,
};

export const dashboardApi = {
  status: () => call(resultsRefs.GetStatus),
  analytics: (name: AnalyticsCall, x: number) => call(resultsRefs[name], { params: { x } }),
  quizzesForReports: () => call(authoringRefs.GetQuizesForReports),
  itemAnalysis: (quizTopicId: number) => call(resultsRefs.GetItemAnalysis, { params: { quizTopicId } }),
  /** The CSV download (through downloadApiFile, which sends the token and the language). */
  itemAnalysisCsvPath: (quizTopicId: number) => routeUrl(resultsRefs.ExportItemAnalysis, { query: { quizTopicId } }),
};
