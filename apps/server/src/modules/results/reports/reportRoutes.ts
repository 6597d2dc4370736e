import {
  ID_MAX,
  idParam,
  isAdminRole,
  pagedParams,
  quizFilterList,
  REPORT_TYPES,
  reportTypeList,
  resultPage as resultPageSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { allQuizzes, finishedQuizzesOf, reportTypes, resultPage } from './reportRepository.js';

const tags = ['Report: results'];
const admin = { access: 'admin' } as const;
const user = { access: 'user' } as const;

/** 0 = no filter (spec 001 §7), otherwise a report type or an assessment id. */
const reportFilterParams = pagedParams.extend({
  quizTopicId: z.coerce.number().int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});
const reportTypeParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(Math.max(...REPORT_TYPES.map((t) => t.reportTypeId)));

/** The results reports (spec 001 §2 "Admin results report", "Students results", §7 "Reports"). */
const reportListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetReportType',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Report types of the results filter',
        response: { 200: reportTypeList, ...errorResponses },
      },
    },
    async () => reportTypes(app.db),
  );

  app.get(
    '/GetFilteredQuiz/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Assessments of the results filter: a candidate’s finished ones, every one for admins (id is unused)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: quizFilterList, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      return isAdminRole(caller.roleId) ? allQuizzes(app.db) : finishedQuizzesOf(app.db, caller.userId);
    },
  );

  app.get(
    '/GetResults/:page/:itemsPerPage/:reportTypeId/:quizTopicId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page of finished attempts, newest first, by report type and assessment (0 = all)',
        params: reportFilterParams.extend({ reportTypeId: reportTypeParam }),
        response: { 200: resultPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, itemsPerPage, ...filter } = request.params;
      const { rows, count } = await resultPage(app.db, filter, page, itemsPerPage);
      return { responseMsg: rows, count };
    },
  );

  app.get(
    '/GetResultsById/:page/:itemsPerPage/:userId/:quizTopicId',
    {
      config: user,
      schema: {
        tags,
        summary: 'A page of one candidate’s finished attempts (candidates: their own only), newest first',
        params: reportFilterParams.extend({ userId: idParam() }),
        response: { 200: resultPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, itemsPerPage, userId, quizTopicId } = request.params;
      const caller = currentUser(request);
      if (!isAdminRole(caller.roleId) && userId !== caller.userId) forbidden();
      const { rows, count } = await resultPage(app.db, { reportTypeId: 0, quizTopicId, userId }, page, itemsPerPage);
      return { responseMsg: rows, count };
    },
  );
};
export default reportListRoutes;
