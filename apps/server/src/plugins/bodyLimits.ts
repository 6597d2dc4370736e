import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The JSON calls whose bodies are lists a real site can make larger than the ordinary limit: the invited
 * list of an assessment (up to 10,000 addresses), the invitations to send (up to 5,000) and the result
 * e-mail, which carries its text once per checked candidate (up to 10,000). Everything else keeps the
 * ordinary limit; file uploads are multipart and limited by @fastify/multipart (UPLOAD_LIMITS) instead.
 */
export const BULK_JSON_ROUTES = new Set([
  'POST /api/Quiz/CreateQuizParticipants',
  'POST /api/Settings/SendInvitationMail',
  'POST /api/Settings/SentEmailToCheckedStudents',
]);

/** Gives the bulk routes their larger body limit; registered before the routes (onRoute sees them being added). */
export default fp(async function bodyLimitsPlugin(app: FastifyInstance, opts: { bulkBytes: number }) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => BULK_JSON_ROUTES.has(`${method} ${route.url}`))) route.bodyLimit = opts.bulkBytes;
  });
});
