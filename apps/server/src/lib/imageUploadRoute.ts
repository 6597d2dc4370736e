import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuse } from '../errors/AppError.js';
import { detectImageType } from '../files/imageType.js';
import { storeUpload } from '../files/uploadRepository.js';
import { currentUser, type Access } from '../plugins/auth.js';
import { readSingleFile } from './multipart.js';
import { errorResponses } from './responses.js';

export interface ImageUploadRoute {
  url: string;
  access: Access;
  /** The multipart field that carries the file. */
  field: string;
  /** Where under /upload/ the file is stored. */
  folder: string;
  tags: string[];
  summary: string;
  description?: string;
  /** How the content is recognised; images (PNG, JPEG, GIF, WebP) unless said otherwise. */
  detect?: (data: Buffer) => { contentType: string; extension: string } | null;
}

/**
 * A route that takes one image (multipart, at most UPLOAD_LIMITS.imageBytes), recognises its type by its
 * content (never by its name or declared type: anything else, SVG included, is onlyImageFile), stores it
 * in the database and answers its public path { dbPath }. The caller registers @fastify/multipart in its
 * plugin first. Used by the profile picture, the site's logo, favicon and landing pictures, and the
 * certificate images.
 */
export function imageUploadRoute(app: FastifyInstance, route: ImageUploadRoute): void {
  const detect = route.detect ?? detectImageType;
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data } = await readSingleFile(request, route.field, UPLOAD_LIMITS.imageBytes);
      const type = detect(data) ?? refuse('onlyImageFile');
      const dbPath = await storeUpload(app.db, {
        data,
        contentType: type.contentType,
        folder: route.folder,
        extension: type.extension,
        userId: currentUser(request).userId,
      });
      return { dbPath };
    },
  );
}
