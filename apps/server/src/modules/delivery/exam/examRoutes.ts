import {
  answerInput,
  answerSavedResponse,
  attemptIdBody,
  attemptSchema,
  completedQuizSchema,
  examQuestionSchema,
  idParam,
  idParams,
  questionOrderSchema,
  runningQuizSchema,
  startAttemptInput,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { saveAnswer } from './answerService.js';
import { hasEnded, startAttempt, submitAttempt } from './attemptService.js';
import { completedQuizzes, takeableQuizzes } from './eligibility.js';
import { questionAt, questionOrder } from './examQuestionService.js';

const tags = ['Quiz: exam'];
/** Only candidates take exams; who they are always comes from the token, ids in the request only name things. */
const student = { access: 'student' } as const;
const quizParam = z.object({ quizId: idParam() });

/** Exam taking (spec 001 §4 "Starting an assessment", "Exam flow", §5 "Exam answers", §7 "Exam taking"). */
const examRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetRunningQuizes/:id',
    {
      config: student,
      schema: {
        tags,
        summary: 'Live assessments the signed-in candidate may take now (the id in the path is not used)',
        params: z.object({ id: z.string().max(320) }),
        response: { 200: z.array(runningQuizSchema), ...errorResponses },
      },
    },
    async (request) => takeableQuizzes(app.db, currentUser(request)),
  );

  app.get(
    '/GetCompletedQuizes',
    {
      config: student,
      schema: {
        tags,
        summary: 'Live assessments the signed-in candidate has finished and may not take again, with their result',
        description:
          'Issue 20: a finished assessment stays on the dashboard as Completed. Totals of the latest finished attempt only.',
        response: { 200: z.array(completedQuizSchema), ...errorResponses },
      },
    },
    async (request) => completedQuizzes(app.db, currentUser(request)),
  );

  app.post(
    '/CreateQuizResponseInitial',
    {
      config: student,
      schema: {
        tags,
        summary: 'Start an attempt, or resume the one under way (resumed: true)',
        description:
          'Refusals (202): assessmentNotAvailable and notInvitedToAssessment with status alert; attemptLimitExceeded with status error.',
        body: startAttemptInput,
        response: { 200: attemptSchema, ...errorResponses },
      },
    },
    async (request) => startAttempt(app.db, currentUser(request), request.body.quizTopicId),
  );

  app.get(
    '/GetRandomQuestions/:quizId/:randomFlag',
    {
      config: student,
      schema: {
        tags,
        summary: "The question order of the caller's attempt (fixed, and shuffled if asked, when it started)",
        params: quizParam.extend({ randomFlag: z.string().max(20) }),
        response: { 200: questionOrderSchema, ...errorResponses },
      },
    },
    async (request) => questionOrder(app.db, currentUser(request).userId, request.params.quizId),
  );

  app.get(
    '/GetSingleQuestion/:quizId/:serial',
    {
      config: student,
      schema: {
        tags,
        summary: "The question at a position (0-based) of the caller's open attempt, without answers or marks",
        params: quizParam.extend({ serial: z.coerce.number().int().min(0).max(100_000) }),
        response: { 200: examQuestionSchema, ...errorResponses },
      },
    },
    async (request) => questionAt(app.db, currentUser(request).userId, request.params.quizId, request.params.serial),
  );

  app.post(
    '/CreateQuizResponseDetail',
    {
      config: student,
      schema: {
        tags,
        summary: 'Save (or replace) the answer to one question; acknowledged once it is stored',
        description: 'Correct answers, marks and texts sent by the client are ignored: the stored question decides.',
        body: answerInput,
        response: { 200: answerSavedResponse, ...errorResponses },
      },
    },
    async (request) => saveAnswer(app.db, currentUser(request), request.body),
  );

  app.get(
    '/CheckQuizEndTime/:id',
    {
      config: student,
      schema: {
        tags,
        summary: "Whether the caller's attempt has ended (finished, or its time is over)",
        params: idParams,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) => hasEnded(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/UpdateQuizTakenTime',
    {
      config: student,
      schema: {
        tags,
        summary: "Finish the caller's attempt (again: same answer); time taken never exceeds the allowed time",
        body: attemptIdBody,
        response: {
          200: z.object({ responseMsg: z.string(), quizResponseInitialId: z.number() }),
          ...errorResponses,
        },
      },
    },
    async (request) => submitAttempt(app.db, currentUser(request), request.body.quizResponseInitialId),
  );
};
export default examRoutes;
