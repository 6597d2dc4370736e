import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Exports of the Users list. */
const usersExport: FastifyPluginAsyncZod = async () => {};
export default usersExport;
