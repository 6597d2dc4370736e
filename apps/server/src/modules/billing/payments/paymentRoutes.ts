import { ADMIN_PAYMENT_MODES, pagedParams, paymentPage, renewPlanRequest } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import * as payments from './paymentRepository.js';
import { renewPlanByAdmin } from '../renewals/renewPlanService.js';

const tags = ['Settings: payments'];
const admin = { access: 'admin' } as const;

/** CreatePayment's body: whose plan, which plan, and how it was paid (never Online: see the route). */
const createPaymentRequest = renewPlanRequest.pick({
  userEmail: true,
  billingPlanId: true,
  paymentMode: true,
  transactionDetail: true,
});

/** Payments screen and payment records (spec 000 §2, §7): GetBillingPaymentList, CreatePayment. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GetBillingPaymentList/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of payments (plan cycles), newest first',
        params: pagedParams,
        response: { 200: paymentPage, ...errorResponses },
      },
    },
    async (request) => payments.paymentPage(app.db, request.params.page, request.params.itemsPerPage),
  );

  app.post(
    '/CreatePayment',
    {
      config: admin,
      schema: {
        tags,
        summary:
          `An admin records a payment received outside the site (${ADMIN_PAYMENT_MODES.join(' or ')}) for the user ` +
          'named by userEmail: a new plan cycle of the plan from today, with its limits. Online payments are ' +
          'recorded only by the checkout itself (registration, renewal, webhook) after Stripe confirms them, ' +
          'so Online is refused here (onlinePaymentnotallowed).',
        body: createPaymentRequest,
        response: {
          200: z.object({ responseMsg: z.literal('successfullySaved'), paymentId: z.number() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = { ...request.body, transactionEmail: null, stripeSessionId: null };
      // Who recorded it comes from the token.
      const paymentId = await renewPlanByAdmin(app.db, body, currentUser(request).userId);
      return { responseMsg: 'successfullySaved' as const, paymentId };
    },
  );
};
export default paymentRoutes;
