import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments screen and payment records: GetBillingPaymentList, CreatePayment (under /api/Settings). */
const paymentRoutes: FastifyPluginAsyncZod = async () => {};
export default paymentRoutes;
