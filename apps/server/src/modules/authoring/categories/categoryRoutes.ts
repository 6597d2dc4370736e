import {
  categoryInput,
  categorySavedResponse,
  categorySchema,
  idParam,
  idParams,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { listCategories } from './categoryRepository.js';
import * as service from './categoryService.js';

const tags = ['Quiz: question categories'];
const admin = { access: 'admin' } as const;

/** Question categories (spec 001 §3 "Question categories", §5 "Category"). */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetQuestionCategory',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every category with its question count, by name',
        response: { 200: z.array(categorySchema), ...errorResponses },
      },
    },
    async () => listCategories(app.db),
  );

  app.post(
    '/CreateQuestionCategory',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a category (unique name); answers questionCategoryId',
        body: categoryInput,
        response: { 200: categorySavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const id = await service.createCategory(app.db, request.body.questionCategoryName, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', questionCategoryId: id };
    },
  );

  app.put(
    '/UpdateQuestionCategory',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Rename a category',
        body: categoryInput.extend({ questionCategoryId: idParam() }),
        response: { 200: categorySavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { questionCategoryId, questionCategoryName } = request.body;
      await service.updateCategory(app.db, questionCategoryId, questionCategoryName, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', questionCategoryId };
    },
  );

  app.delete(
    '/DeleteSingleQuestionCategory/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a category no question uses (categoryInUse otherwise)',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteCategory(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default categoryRoutes;
