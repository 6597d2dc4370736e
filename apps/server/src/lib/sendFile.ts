import type { FastifyReply } from 'fastify';

const ONE_DAY = 86_400;

/**
 * Sends bytes as a file: its type, its length, nosniff (the browser never guesses another type), a day of
 * caching, and as a download under `download` when named.
 */
export function sendFile(reply: FastifyReply, file: { contentType: string; data: Buffer }, download?: string) {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.data.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', `public, max-age=${ONE_DAY}`);
  if (download) reply.header('Content-Disposition', `attachment; filename="${download}"`);
  return reply.send(file.data);
}
