import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** What a page of an allowed origin may send and read (the token travels in Authorization, not a cookie). */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Language';
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After';
const PREFLIGHT_CACHE_SECONDS = '600';

/**
 * CORS, closed unless CORS_ORIGINS names origins (issue 10). Closed means no Access-Control-* header at
 * all, so browsers keep other sites' pages from reading any answer; a preflight gets the usual 404.
 * With origins configured, only a request whose Origin is on the list gets the headers, and its
 * preflight is answered here (204) before routing and authentication. No Allow-Credentials: the API
 * authenticates with a bearer header, never with cookies.
 */
export default fp(async function corsPlugin(app: FastifyInstance, opts: { origins: string[] }) {
  if (opts.origins.length === 0) return;
  const allowed = new Set(opts.origins);
  app.addHook('onRequest', async (request, reply) => {
    // Answers differ by Origin: caches must keep them apart.
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin.toLowerCase())) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', PREFLIGHT_CACHE_SECONDS);
      return reply.code(204).send();
    }
  });
});
