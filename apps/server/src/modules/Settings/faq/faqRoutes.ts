import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** FAQ: GetFaqList, CreateFaq, UpdateFaq, DeleteFaq. */
const faqRoutes: FastifyPluginAsyncZod = async () => {};
export default faqRoutes;
