// The delivery domain's calls: the candidate's dashboard cards, the exam screen's calls (examScreenRoutes.ts)
// and extra time (issue 4). See common/routes.ts.
import { defineRoutes } from '../common/routes.js';
import { idParams, responseMsgSchema } from '../common/schemas.js';
import { completedQuizList, runningQuizList, runningQuizzesParams } from './candidateDashboard.js';
import { examCall, examScreenApi } from './examScreenRoutes.js';
import {
  accommodationInput,
  accommodationList,
  accommodationSavedResponse,
  extraTimeScopeParams,
} from './extraTime.js';

/**
 * Per-candidate extra time (issue 4): extra minutes and/or a multiplier of the assessment time, added to
 * the attempt's deadline when the candidate starts; the schedule end does not cut it.
 */
const extraTime = { access: 'admin', tags: ['Quiz: extra time'] } as const;

export const deliveryApi = defineRoutes({
  GetRunningQuizes: {
    ...examCall,
    method: 'GET',
    path: '/api/Quiz/GetRunningQuizes/:id',
    summary: 'Live assessments the signed-in candidate may take now (the id in the path is not used)',
    params: runningQuizzesParams,
    response: runningQuizList,
  },
  GetCompletedQuizes: {
    ...examCall,
    method: 'GET',
    path: '/api/Quiz/GetCompletedQuizes',
    summary: 'Live assessments the signed-in candidate has finished and may not take again, with their result',
    description:
      'Issue 20: a finished assessment stays on the dashboard as Completed. Totals of the latest finished attempt only.',
    response: completedQuizList,
  },
  ...examScreenApi,

  GetExtraTime: {
    ...extraTime,
    method: 'GET',
    path: '/api/Quiz/GetExtraTime/:quizTopicId',
    summary: 'The extra-time entries of an assessment (0: those for every assessment), by candidate name',
    params: extraTimeScopeParams,
    response: accommodationList,
  },
  SaveExtraTime: {
    ...extraTime,
    method: 'POST',
    path: '/api/Quiz/SaveExtraTime',
    summary:
      "Give a candidate (by e-mail) extra time for one assessment or, with quizTopicId null, for every assessment; replaces the candidate's entry of that scope",
    body: accommodationInput,
    response: accommodationSavedResponse,
  },
  DeleteExtraTime: {
    ...extraTime,
    method: 'DELETE',
    path: '/api/Quiz/DeleteExtraTime/:id',
    summary: 'Delete an extra-time entry',
    params: idParams,
    response: responseMsgSchema,
  },
});
