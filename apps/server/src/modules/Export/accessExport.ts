import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Exports of the Roles and Menus lists. */
const accessExport: FastifyPluginAsyncZod = async () => {};
export default accessExport;
