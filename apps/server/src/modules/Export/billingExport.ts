import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Exports of the Billing plans and Payments lists. */
const billingExport: FastifyPluginAsyncZod = async () => {};
export default billingExport;
