import { resultsApi as routes, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import { listTemplates } from './templateRepository.js';
import * as service from './templateService.js';

/** Certificate templates (spec 001 §2 "Certificate templates", §3, §5 "Certificate template"). */
const templateRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.GetCertificateTemplateList, async () => listTemplates(app.db));

  serve(app, routes.GetSingleTemplate, async (request) => service.getTemplate(app.db, request.params.id));

  serve(app, routes.CreateCertificateTemplate, async (request) => {
    const id = await service.createTemplate(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), certificateTemplateId: id };
  });

  serve(app, routes.UpdateCertificateTemplate, async (request) => {
    const { certificateTemplateId } = request.body;
    await service.updateTemplate(app.db, certificateTemplateId, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), certificateTemplateId };
  });

  serve(app, routes.DeleteSingleTemplate, async (request) => {
    await service.deleteTemplate(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default templateRoutes;
