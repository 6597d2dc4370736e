import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Exports of the FAQ and Contacts lists. */
const contentExport: FastifyPluginAsyncZod = async () => {};
export default contentExport;
