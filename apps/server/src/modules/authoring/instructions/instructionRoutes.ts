import {
  idParam,
  idParams,
  instructionInput,
  instructionSavedResponse,
  instructionSchema,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as service from './instructionService.js';

const tags = ['Settings: instructions'];
const admin = { access: 'admin' } as const;

/** Instructions of an assessment (spec 001 §3 "Instructions screen", §5 "Instruction"), under /api/Settings. */
const instructionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetInstructions/:quizTopicId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Instructions of an assessment (candidates: only while it is running)',
        params: z.object({ quizTopicId: idParam() }),
        response: { 200: z.array(instructionSchema), ...errorResponses },
      },
    },
    async (request) => service.readInstructions(app.db, request.params.quizTopicId, currentUser(request)),
  );

  app.post(
    '/CreateInstruction',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an instruction (unique per assessment); answers instructionId',
        body: instructionInput,
        response: { 200: instructionSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { quizTopicId, description } = request.body;
      const id = await service.createInstruction(app.db, quizTopicId, description, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', instructionId: id };
    },
  );

  app.put(
    '/UpdateInstruction',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the text of an instruction',
        body: instructionInput.extend({ instructionId: idParam(), quizTopicId: idParam().optional() }),
        response: { 200: instructionSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      await service.updateInstruction(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', instructionId: request.body.instructionId };
    },
  );

  app.delete(
    '/DeleteInstruction/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an instruction',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteInstruction(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default instructionRoutes;
