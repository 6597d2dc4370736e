import { authoringApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as service from './instructionService.js';

/** Instructions of an assessment (spec 001 §3 "Instructions screen", §5 "Instruction"), under /api/Settings. */
const instructionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetInstructions, async (request) =>
    service.readInstructions(app.db, request.params.quizTopicId, currentUser(request)),
  );

  serve(app, routes.CreateInstruction, async (request) => {
    const { quizTopicId, description } = request.body;
    const id = await service.createInstruction(app.db, quizTopicId, description, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), instructionId: id };
  });

  serve(app, routes.UpdateInstruction, async (request) => {
    await service.updateInstruction(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), instructionId: request.body.instructionId };
  });

  serve(app, routes.DeleteInstruction, async (request) => {
    await service.deleteInstruction(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default instructionRoutes;
