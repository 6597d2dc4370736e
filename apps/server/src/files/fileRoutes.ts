import { IMAGE_TYPES } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors/AppError.js';
import { sendFile } from '../lib/sendFile.js';
import { findUpload, PUBLIC_PREFIX } from './uploadRepository.js';

/** What an upload may be served as: the sniffed image types, and icons (favicon). */
const INLINE_TYPES = new Set<string>([...IMAGE_TYPES, 'image/x-icon']);

/**
 * GET /upload/*: public uploads (question images, logos, pictures) served from the database, so that every
 * instance serves every file. Private files (/private/…, e.g. import files) have no route at all.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_PREFIX}*`,
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ '*': z.string().max(500) }) } },
    async (request, reply) => {
      const file = (await findUpload(app.db, `${PUBLIC_PREFIX}${request.params['*']}`)) ?? notFound();
      // Public uploads are images whose type was sniffed at upload; should anything else ever be stored
      // here, it goes out as an opaque download, never as a page the browser would render.
      if (INLINE_TYPES.has(file.contentType)) return sendFile(reply, file);
      return sendFile(reply, { ...file, contentType: 'application/octet-stream' }, 'download');
    },
  );
};
export default fileRoutes;
