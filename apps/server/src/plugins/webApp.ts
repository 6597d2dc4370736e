import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app with browser-history routing: unknown non-API paths get index.html
 * and the client decides (its own NotFound screen for unknown routes).
 */
export default fp(async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = join(opts.distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web build not found at ${opts.distDir}; run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its text files (apps/web/scripts/compress-dist.mjs): send the
    // one the browser accepts (Vary: Accept-Encoding), the plain file otherwise, without compressing per request.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed assets never change; index.html must always be revalidated to pick up new versions.
      res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = url.slice(1);
    if (file && !file.includes('..') && existsSync(join(opts.distDir, file)) && file.includes('.')) {
      return reply.sendFile(file);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
