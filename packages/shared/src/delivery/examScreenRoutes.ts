// The exam screen's calls (spec 001 §4 "Starting an assessment", "Exam flow", §5 "Exam answers", §7 "Exam
// taking"), part of the delivery domain's table (routes.ts). They have a module of their own, with schemas
// of their own (exam.ts), because the exam screen loads this table and nothing more: a table's entries
// and the schemas they name are values the browser builds, all of a module's or none.
import { defineRoutes } from '../common/routes.js';
import { idParams } from '../common/schemas.js';
import {
  answerInput,
  answerSavedResponse,
  attemptEndedResponse,
  attemptFinishedResponse,
  attemptIdBody,
  attemptSchema,
  examQuestionParams,
  examQuestionSchema,
  questionOrderParams,
  questionOrderSchema,
  startAttemptInput,
} from './exam.js';

/** Only candidates take exams; who they are always comes from the token, ids in the request only name things. */
export const examCall = { access: 'student', tags: ['Quiz: exam'] } as const;

export const examScreenApi = defineRoutes({
  CreateQuizResponseInitial: {
    ...examCall,
    method: 'POST',
    path: '/api/Quiz/CreateQuizResponseInitial',
    summary: 'Start an attempt, or resume the one under way (resumed: true)',
    description:
      'Refusals (202): assessmentNotAvailable and notInvitedToAssessment with status alert; attemptLimitExceeded with status error.',
    body: startAttemptInput,
    response: attemptSchema,
  },
  GetRandomQuestions: {
    ...examCall,
    method: 'GET',
    path: '/api/Quiz/GetRandomQuestions/:quizId/:randomFlag',
    summary: "The question order of the caller's attempt (fixed, and shuffled if asked, when it started)",
    params: questionOrderParams,
    response: questionOrderSchema,
  },
  GetSingleQuestion: {
    ...examCall,
    method: 'GET',
    path: '/api/Quiz/GetSingleQuestion/:quizId/:serial',
    summary: "The question at a position (0-based) of the caller's open attempt, without answers or marks",
    params: examQuestionParams,
    response: examQuestionSchema,
  },
  // The hot path (issue 9): thousands of answers a second at the start of an exam day.
  CreateQuizResponseDetail: {
    ...examCall,
    method: 'POST',
    path: '/api/Quiz/CreateQuizResponseDetail',
    summary: 'Save (or replace) the answer to one question; acknowledged once it is stored',
    description: 'Correct answers, marks and texts sent by the client are ignored: the stored question decides.',
    body: answerInput,
    response: answerSavedResponse,
  },
  CheckQuizEndTime: {
    ...examCall,
    method: 'GET',
    path: '/api/Quiz/CheckQuizEndTime/:id',
    summary: "Whether the caller's attempt has ended (finished, or its time is over)",
    params: idParams,
    response: attemptEndedResponse,
  },
  UpdateQuizTakenTime: {
    ...examCall,
    method: 'PUT',
    path: '/api/Quiz/UpdateQuizTakenTime',
    summary: "Finish the caller's attempt (again: same answer); time taken never exceeds the allowed time",
    body: attemptIdBody,
    response: attemptFinishedResponse,
  },
});
