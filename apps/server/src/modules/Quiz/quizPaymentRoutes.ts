import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** CreateQuizPayment (under /api/Quiz). */
const quizPaymentRoutes: FastifyPluginAsyncZod = async () => {};
export default quizPaymentRoutes;
