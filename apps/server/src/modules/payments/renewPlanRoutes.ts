import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** RenewPlan (PUT /Settings/RenewPlan): an admin renews a user's plan, Offline or N/A. */
const renewPlanRoutes: FastifyPluginAsyncZod = async () => {};
export default renewPlanRoutes;
