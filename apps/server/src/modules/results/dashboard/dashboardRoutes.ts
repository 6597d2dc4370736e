import { analyticsList, analyticsRangeParams, resultsApi as routes, type RouteDef } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import * as service from './dashboardService.js';

/** An analytics call of the table: the range x in the path, the counts per period or item in the answer. */
type AnalyticsRoute = RouteDef & { params: typeof analyticsRangeParams; response: typeof analyticsList };

/**
 * The analytics calls of spec 001 §7 "Dashboard and analytics", each with what it counts over the last x
 * days (months for GetLogInSummaryByMonth).
 */
const analyticsCalls: [AnalyticsRoute, typeof service.quizCountByDate][] = [
  [routes.GetPaymentSummaryByDate, service.paymentSummaryByDate],
  [routes.GetQuizCountByDate, service.quizCountByDate],
  [routes.GetUserCountByQuiz, service.userCountByQuiz],
  [routes.GetLogInSummaryByMonth, service.logInSummaryByMonth],
  [routes.GetLogInSummaryByDate, service.logInSummaryByDate],
  [routes.GetBrowserCount, (db, x, now) => service.clientCount(db, 'browser', x, now)],
  [routes.GetPlatformCount, (db, x, now) => service.clientCount(db, 'platform', x, now)],
];

/** The admin dashboard's tiles and charts (spec 001 §3 "Dashboard summary", §7 "Dashboard and analytics"). */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetStatus, async () => service.dashboardStatus(app.db));

  for (const [route, load] of analyticsCalls) {
    serve(app, route, async (request) => load(app.db, request.params.x));
  }
};
export default dashboardRoutes;
