import { isAdminRole, resultsApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { allQuizzes, finishedQuizzesOf, reportTypes, resultPage } from './reportRepository.js';

/** The results reports (spec 001 §2 "Admin results report", "Students results", §7 "Reports"). */
const reportListRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetReportType, async () => reportTypes(app.db));

  serve(app, routes.GetFilteredQuiz, async (request) => {
    const caller = currentUser(request);
    return isAdminRole(caller.roleId) ? allQuizzes(app.db) : finishedQuizzesOf(app.db, caller.userId);
  });

  serve(app, routes.GetResults, async (request) => {
    const { page, itemsPerPage, ...filter } = request.params;
    const { rows, count } = await resultPage(app.db, filter, page, itemsPerPage);
    return { responseMsg: rows, count };
  });

  serve(app, routes.GetResultsById, async (request) => {
    const { page, itemsPerPage, userId, quizTopicId } = request.params;
    const caller = currentUser(request);
    if (!isAdminRole(caller.roleId) && userId !== caller.userId) forbidden();
    const { rows, count } = await resultPage(app.db, { reportTypeId: 0, quizTopicId, userId }, page, itemsPerPage);
    return { responseMsg: rows, count };
  });
};
export default reportListRoutes;
