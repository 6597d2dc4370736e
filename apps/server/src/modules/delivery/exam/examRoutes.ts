import { deliveryApi as routes } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { saveAnswer } from './answerService.js';
import { hasEnded, startAttempt, submitAttempt } from './attemptService.js';
import { completedQuizzes, takeableQuizzes } from './eligibility.js';
import { questionAt, questionOrder } from './examQuestionService.js';

/**
 * Exam taking (spec 001 §4 "Starting an assessment", "Exam flow", §5 "Exam answers", §7 "Exam taking").
 * Only candidates call these; who they are always comes from the token, ids in the request only name things.
 */
const examRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetRunningQuizes, async (request) => takeableQuizzes(app.db, currentUser(request)));
  serve(app, routes.GetCompletedQuizes, async (request) => completedQuizzes(app.db, currentUser(request)));
  serve(app, routes.CreateQuizResponseInitial, async (request) =>
    startAttempt(app.db, currentUser(request), request.body.quizTopicId),
  );
  serve(app, routes.GetRandomQuestions, async (request) =>
    questionOrder(app.db, currentUser(request).userId, request.params.quizId),
  );
  serve(app, routes.GetSingleQuestion, async (request) =>
    questionAt(app.db, currentUser(request).userId, request.params.quizId, request.params.serial),
  );
  serve(app, routes.CreateQuizResponseDetail, async (request) =>
    saveAnswer(app.db, currentUser(request), request.body),
  );
  serve(app, routes.CheckQuizEndTime, async (request) => hasEnded(app.db, currentUser(request), request.params.id));
  serve(app, routes.UpdateQuizTakenTime, async (request) =>
    submitAttempt(app.db, currentUser(request), request.body.quizResponseInitialId),
  );
};
export default examRoutes;
