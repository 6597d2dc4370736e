import {
  certificateTemplateInput,
  certificateTemplateSavedResponse,
  certificateTemplateSchema,
  idParam,
  idParams,
  responseMsgSchema,
} from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { listTemplates } from './templateRepository.js';
import * as service from './templateService.js';

const tags = ['Quiz: certificates'];
const admin = { access: 'admin' } as const;

/** Certificate templates (spec 001 §2 "Certificate templates", §3, §5 "Certificate template"), under /api/Quiz. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetCertificateTemplateList',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every certificate template, by title',
        response: { 200: z.array(certificateTemplateSchema), ...errorResponses },
      },
    },
    async () => listTemplates(app.db),
  );

  app.get(
    '/GetSingleTemplate/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One certificate template',
        params: idParams,
        response: { 200: certificateTemplateSchema, ...errorResponses },
      },
    },
    async (request) => service.getTemplate(app.db, request.params.id),
  );

  app.post(
    '/CreateCertificateTemplate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a certificate template; answers certificateTemplateId',
        description:
          'Title, heading and main text are required; other texts are trimmed; the publish date is cut to ' +
          '10 characters; the background colour defaults to #FFFFFF. Image paths must be image uploads ' +
          '(UploadCertificateImages), else 202 onlyImageFile with params.field.',
        body: certificateTemplateInput,
        response: { 200: certificateTemplateSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const id = await service.createTemplate(app.db, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved', certificateTemplateId: id };
    },
  );

  app.put(
    '/UpdateCertificateTemplate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a certificate template (same rules as create)',
        body: certificateTemplateInput.extend({ certificateTemplateId: idParam() }),
        response: { 200: certificateTemplateSavedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { certificateTemplateId } = request.body;
      await service.updateTemplate(app.db, certificateTemplateId, request.body, currentUser(request).userId);
      return { responseMsg: 'successfullyUpdated', certificateTemplateId };
    },
  );

  app.delete(
    '/DeleteSingleTemplate/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a certificate template',
        description:
          'Assessments using it lose their template; finished attempts and issued certificates keep ' +
          'their snapshot, so issued certificates still verify.',
        params: idParams,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteTemplate(app.db, request.params.id);
      return { responseMsg: 'successfullyDeleted' };
    },
  );
};
export default templateRoutes;
