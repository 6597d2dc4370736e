import {
  faqInput,
  faqRowSchema,
  faqSavedResponse,
  faqUpdateInput,
  idParams,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as service from './faqService.js';

const tags = ['Settings: FAQ'];
const admin = { access: 'admin' } as const;

/** FAQ (spec 000 §2, §5, §7): GetFaqList, CreateFaq, UpdateFaq, DeleteFaq. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetFaqList',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every FAQ entry; for non-admins only while allowFaq is on (403 noAccess otherwise)',
        response: { 200: z.array(faqRowSchema), ...errorResponses },
      },
    },
    async (request) => service.readFaqList(app.db, currentUser(request)),
  );

  app.post(
    '/CreateFaq',
    {
      config: admin,
      schema: {
        tags,
        summary: "Add an entry (title unique ignoring case and spaces: 'Duplicate FAQ!')",
        body: faqInput,
        response: { 200: faqSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      // addedBy is the caller, whatever the body says.
      const faqId = await service.createFaq(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', faqId };
    },
  );

  app.put(
    '/UpdateFaq',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change an entry (lastUpdatedBy is the caller)',
        body: faqUpdateInput,
        response: { 200: faqSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { faqId } = request.body;
      await service.updateFaq(app.db, faqId, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', faqId };
    },
  );

  app.delete(
    '/DeleteFaq/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an entry',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteFaq(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default faqRoutes;
