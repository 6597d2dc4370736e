import { IMAGE_TYPES, SAMPLE_CSV_PATH, UPLOAD_INSTRUCTIONS_PATH } from '@assessly/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/AppError.js';
import { instructionsPdf } from './instructionsPdf.js';
import { sampleCsv } from './sampleCsv.js';
import { findUpload, PUBLIC_PREFIX } from './uploadService.js';

const publicAccess = { access: 'public' } as const;
/** What an upload may be served as: the sniffed image types, and icons (favicon). */
const INLINE_TYPES = new Set<string>([...IMAGE_TYPES, 'image/x-icon']);
const ONE_DAY = 86_400;

function sendFile(reply: FastifyReply, file: { contentType: string; data: Buffer }, download?: string) {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.data.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', `public, max-age=${ONE_DAY}`);
  if (download) reply.header('Content-Disposition', `attachment; filename="${download}"`);
  return reply.send(file.data);
}

/**
 * GET /upload/*: public uploads (question images) served from the database, so that every instance
 * serves every file; plus the two generated downloads of the Questions screen. Private files
 * (/private/…, e.g. import files) have no route at all.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const sampleFile = { contentType: 'text/csv; charset=utf-8', data: sampleCsv() };

  app.get(SAMPLE_CSV_PATH, { config: publicAccess, schema: { hide: true } }, async (_request, reply) =>
    sendFile(reply, sampleFile, 'sample-upload.csv'),
  );

  app.get(UPLOAD_INSTRUCTIONS_PATH, { config: publicAccess, schema: { hide: true } }, async (_request, reply) =>
    sendFile(reply, { contentType: 'application/pdf', data: await instructionsPdf() }),
  );

  app.get(
    `${PUBLIC_PREFIX}*`,
    { config: publicAccess, schema: { hide: true, params: z.object({ '*': z.string().max(500) }) } },
    async (request, reply) => {
      const file = (await findUpload(app.db, `${PUBLIC_PREFIX}${request.params['*']}`)) ?? notFound();
      // Public uploads are images whose type was sniffed at upload; should anything else ever be stored
      // here, it goes out as an opaque download, never as a page the browser would render.
      if (INLINE_TYPES.has(file.contentType)) return sendFile(reply, file);
      return sendFile(reply, { ...file, contentType: 'application/octet-stream' }, 'download');
    },
  );
};
export default uploadRoutes;
