import { authoringApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { listCategories } from './categoryRepository.js';
import * as service from './categoryService.js';

/** Question categories (spec 001 §3 "Question categories", §5 "Category"). */
const categoryRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetQuestionCategory, async () => listCategories(app.db));

  serve(app, routes.CreateQuestionCategory, async (request) => {
    const id = await service.createCategory(app.db, request.body.questionCategoryName, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), questionCategoryId: id };
  });

  serve(app, routes.UpdateQuestionCategory, async (request) => {
    const { questionCategoryId, questionCategoryName } = request.body;
    await service.updateCategory(app.db, questionCategoryId, questionCategoryName, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), questionCategoryId };
  });

  serve(app, routes.DeleteSingleQuestionCategory, async (request) => {
    await service.deleteCategory(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default categoryRoutes;
