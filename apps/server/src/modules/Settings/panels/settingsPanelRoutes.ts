import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Site settings panels: GetAdminSettings, the Update*Setting calls, UpdateClientUrl and the image uploads. */
const settingsPanelRoutes: FastifyPluginAsyncZod = async () => {};
export default settingsPanelRoutes;
