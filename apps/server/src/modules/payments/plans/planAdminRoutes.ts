import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Billing plans screen: GetPlanAdminList, CreatePlan, UpdatePlan, DeletePlan (under /api/Settings). */
const planAdminRoutes: FastifyPluginAsyncZod = async () => {};
export default planAdminRoutes;
