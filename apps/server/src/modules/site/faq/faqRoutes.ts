import { siteApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as service from './faqService.js';

/** FAQ (spec 000 §2, §5, §7): GetFaqList, CreateFaq, UpdateFaq, DeleteFaq. */
const faqRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.GetFaqList, async (request) => service.readFaqList(app.db, currentUser(request)));

  serve(app, siteApi.CreateFaq, async (request) => {
    // addedBy is the caller, whatever the body says.
    const faqId = await service.createFaq(app.db, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), faqId };
  });

  serve(app, siteApi.UpdateFaq, async (request) => {
    const { faqId } = request.body;
    await service.updateFaq(app.db, faqId, request.body, currentUser(request).userId);
    return { responseMsg: successCode('successfullyUpdated'), faqId };
  });

  serve(app, siteApi.DeleteFaq, async (request) => {
    await service.deleteFaq(app.db, request.params.id);
    return { responseMsg: successCode('successfullyDeleted') };
  });
};
export default faqRoutes;
