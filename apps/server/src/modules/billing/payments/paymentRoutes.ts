import { billingApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { serve } from '../../../lib/serve.js';
import * as payments from './paymentRepository.js';
import { renewPlanByAdmin } from '../renewals/renewPlanService.js';

/** Payments screen and payment records (spec 000 §2, §7): GetBillingPaymentList, CreatePayment. */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.GetBillingPaymentList, async (request) =>
    payments.paymentPage(app.db, request.params.page, request.params.itemsPerPage),
  );

  serve(app, billingApi.CreatePayment, async (request) => {
    const body = { ...request.body, transactionEmail: null, stripeSessionId: null };
    // Who recorded it comes from the token.
    const paymentId = await renewPlanByAdmin(app.db, body, currentUser(request).userId);
    return { responseMsg: successCode('successfullySaved'), paymentId };
  });
};
export default paymentRoutes;
