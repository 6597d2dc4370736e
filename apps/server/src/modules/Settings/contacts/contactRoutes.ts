import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contacts: CreateContacts (public, rate-limited) and GetContacts. */
const contactRoutes: FastifyPluginAsyncZod = async () => {};
export default contactRoutes;
