import { analyticsList, analyticsRangeParams, dashboardStatusSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as service from './dashboardService.js';

const tags = ['Dashboard'];
const listResponse = { 200: analyticsList, ...errorResponses };

/**
 * The analytics calls of spec 001 §7 "Dashboard and analytics": {x} is the number of days to look back
 * (months for GetLogInSummaryByMonth), periods without data answer count 0. One installation is one site,
 * so every admin sees the site's figures; the payment chart is the SuperAdmin's only (spec 001 §6).
 */
const analyticsCalls: { path: string; summary: string; access: Access; load: typeof service.quizCountByDate }[] = [
  {
    path: '/GetPaymentSummaryByDate/:x',
    summary: 'Sum of payments per day of the last x days (SuperAdmin only)',
    access: 'superAdmin',
    load: service.paymentSummaryByDate,
  },
  {
    path: '/GetQuizCountByDate/:x',
    summary: 'Finished attempts per day of the last x days',
    access: 'admin',
    load: service.quizCountByDate,
  },
  {
    path: '/GetUserCountByQuiz/:x',
    summary: `Candidates with a finished attempt in the last x days, per assessment (top ${service.TOP_QUIZZES})`,
    access: 'admin',
    load: service.userCountByQuiz,
  },
  {
    path: '/GetLogInSummaryByMonth/:x',
    summary: 'Sign-ins per month of the last x months',
    access: 'admin',
    load: service.logInSummaryByMonth,
  },
  {
    path: '/GetLogInSummaryByDate/:x',
    summary: 'Sign-ins per day of the last x days',
    access: 'admin',
    load: service.logInSummaryByDate,
  },
  {
    path: '/GetBrowserCount/:x',
    summary: "Sign-ins of the last x days by browser ('Unknown' when not recorded)",
    access: 'admin',
    load: (db, x, now) => service.clientCount(db, 'browser', x, now),
  },
  {
    path: '/GetPlatformCount/:x',
    summary: "Sign-ins of the last x days by platform ('Unknown' when not recorded)",
    access: 'admin',
    load: (db, x, now) => service.clientCount(db, 'platform', x, now),
  },
];

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetStatus',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Dashboard tiles: candidates, assessments, live assessments and questions',
        response: { 200: dashboardStatusSchema, ...errorResponses },
      },
    },
    async () => service.dashboardStatus(app.db),
  );

  for (const call of analyticsCalls) {
    app.get(
      call.path,
      {
        config: { access: call.access },
        schema: { tags, summary: call.summary, params: analyticsRangeParams, response: listResponse },
      },
      async (request) => call.load(app.db, request.params.x),
    );
  }
};
export default dashboardRoutes;
