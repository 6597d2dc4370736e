import {
  certificateOptionSchema,
  goLiveResponse,
  idParams,
  pagedParams,
  participantEmailsSchema,
  participantsInput,
  quizCardSchema,
  quizTopicIdBody,
  quizTopicInput,
  quizTopicPage,
  quizTopicSchema,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { notFound } from '../../../errors/AppError.js';
import { errorResponses } from '../../../lib/responses.js';
import * as participants from '../participants/participantService.js';
import * as topics from './topicRepository.js';
import * as service from './topicService.js';

const tags = ['Quiz: assessments'];
const admin = { access: 'admin' } as const;

/** Manage Assessments (spec 001 §2, §4, §5): admins of the site share every assessment. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetQuizList/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of assessments, newest first',
        params: pagedParams,
        response: { 200: quizTopicPage, ...errorResponses },
      },
    },
    async (request) => {
      const { rows, count } = await topics.listQuizTopics(app.db, request.params.page, request.params.itemsPerPage);
      return { responseMsg: rows, count };
    },
  );

  app.get(
    '/GetSingleQuiz/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: quizTopicSchema, ...errorResponses } } },
    async (request) => (await topics.findQuizTopic(app.db, request.params.id)) ?? notFound(),
  );

  app.post(
    '/CreateQuizTopic',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an assessment (and its invited list); answers quizTopicId',
        body: quizTopicInput,
        response: { 200: z.object({ responseMsg: z.string(), quizTopicId: z.number() }), ...errorResponses },
      },
    },
    async (request) => {
      const quizTopicId = await service.createQuizTopic(app, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', quizTopicId };
    },
  );

  app.put(
    '/UpdateQuizTopic',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Update a stopped assessment; a survey switched to marks while questions lack a correct answer answers 202 correctAnswersMissingForMarks unless acceptMissingCorrectAnswers',
        body: quizTopicInput,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.updateQuizTopic(app, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated' };
    },
  );

  app.put(
    '/StartQuiz',
    {
      config: admin,
      schema: { tags, summary: 'Go live', body: quizTopicIdBody, response: { 200: goLiveResponse, ...errorResponses } },
    },
    async (request) => service.goLive(app, request.body.quizTopicId, currentUser(request).userId),
  );

  app.put(
    '/StopQuiz',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Stop live',
        body: quizTopicIdBody,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => service.stopLive(app, request.body.quizTopicId, currentUser(request).userId),
  );

  app.delete(
    '/DeleteQuiz/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: responseMsgSchema, ...errorResponses } } },
    async (request) => {
      await service.deleteQuizTopic(app, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );

  app.get(
    '/GetQuizWithQuestionCount',
    {
      config: admin,
      schema: { tags, summary: 'All Assessments cards', response: { 200: z.array(quizCardSchema), ...errorResponses } },
    },
    async () => topics.allQuizTopics(app.db),
  );

  app.get(
    '/GetQuizesForReports',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assessments for the report filter',
        response: { 200: z.array(z.object({ quizTopicId: z.number(), quizTitle: z.string() })), ...errorResponses },
      },
    },
    async () => (await topics.allQuizTopics(app.db)).map(({ quizTopicId, quizTitle }) => ({ quizTopicId, quizTitle })),
  );

  app.get(
    '/GetQuizParticipantsEmail/:id',
    {
      config: admin,
      schema: { tags, params: idParams, response: { 200: participantEmailsSchema, ...errorResponses } },
    },
    async (request) => participants.invitedListOf(app, request.params.id),
  );

  app.post(
    '/CreateQuizParticipants',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace the invited list of the assessments named in the body',
        body: participantsInput,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await participants.replaceInvitedLists(app, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved' };
    },
  );

  app.get(
    '/GetCertificateInfo',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Certificate templates to choose from',
        response: { 200: z.array(certificateOptionSchema), ...errorResponses },
      },
    },
    async () => topics.listCertificateOptions(app.db),
  );
};
export default topicRoutes;
