import { authoringApi, type AnalyticsItem, type DashboardStatus, type ItemAnalysis } from '@assessly/shared';
import { call } from '../../../api/call';
import { get } from '../../../api/client';

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
  status: () => get<DashboardStatus>('/Dashboard/GetStatus'),
  analytics: (call: AnalyticsCall, x: number) => get<AnalyticsItem[]>(`/Dashboard/${call}/${x}`),
  quizzesForReports: () => call(authoringApi.GetQuizesForReports),
  itemAnalysis: (quizTopicId: number) => get<ItemAnalysis>(`/Report/GetItemAnalysis/${quizTopicId}`),
  /** The CSV download (through downloadApiFile, which sends the token and the language). */
  itemAnalysisCsvPath: (quizTopicId: number) => `/Export/itemAnalysis/csv?quizTopicId=${quizTopicId}`,
};
