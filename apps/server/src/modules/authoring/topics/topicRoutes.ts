import { authoringApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { notFound } from '../../../errors/AppError.js';
import { serve } from '../../../lib/serve.js';
import * as participants from '../participants/participantService.js';
import * as topics from './topicRepository.js';
import * as service from './topicService.js';

/** Manage Assessments (spec 001 §2, §4, §5): admins of the site share every assessment. */
const topicRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetQuizList, async (request) => {
    const { rows, count } = await topics.listQuizTopics(app.db, request.params.page, request.params.itemsPerPage);
    return { responseMsg: rows, count };
  });

  serve(
    app,
    routes.GetSingleQuiz,
    async (request) => (await topics.findQuizTopic(app.db, request.params.id)) ?? notFound(),
  );

  serve(app, routes.CreateQuizTopic, async (request) => {
    const quizTopicId = await service.createQuizTopic(app, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), quizTopicId };
  });

  serve(app, routes.UpdateQuizTopic, async (request) => {
    await service.updateQuizTopic(app, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated') };
  });

  serve(app, routes.StartQuiz, async (request) =>
    service.goLive(app, request.body.quizTopicId, currentUser(request).userId),
  );

  serve(app, routes.StopQuiz, async (request) =>
    service.stopLive(app, request.body.quizTopicId, currentUser(request).userId),
  );

  serve(app, routes.DeleteQuiz, async (request) => {
    await service.deleteQuizTopic(app, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });

  serve(app, routes.GetQuizWithQuestionCount, async () => topics.allQuizTopics(app.db));

  serve(app, routes.GetQuizesForReports, async () =>
    (await topics.allQuizTopics(app.db)).map(({ quizTopicId, quizTitle }) => ({ quizTopicId, quizTitle })),
  );

  serve(app, routes.GetQuizParticipantsEmail, async (request) => participants.invitedListOf(app, request.params.id));

  serve(app, routes.CreateQuizParticipants, async (request) => {
    await participants.replaceInvitedLists(app, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved') };
  });

  serve(app, routes.GetCertificateInfo, async () => topics.listCertificateOptions(app.db));
};
export default topicRoutes;
