import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The direct payment calls (under /api): create-checkout-session-plan / -registration / -renew-plan, checkout-session, the Stripe webhook. */
const checkoutRoutes: FastifyPluginAsyncZod = async () => {};
export default checkoutRoutes;
