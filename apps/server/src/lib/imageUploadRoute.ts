import type { RouteDef } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../errors/AppError.js';
import { detectImageType } from '../files/imageType.js';
import { storeUpload } from '../files/uploadRepository.js';
import { currentUser } from '../plugins/auth.js';
import { UPLOAD_LIMITS } from '@assessly/shared';
import { readSingleFile } from './multipart.js';
import { serve } from './serve.js';

export interface ImageUpload {
  /** The multipart field that carries the file. */
  field: string;
  /** Where under /upload/ the file is stored. */
  folder: string;
  /** How the content is recognised; images (PNG, JPEG, GIF, WebP) unless said otherwise. */
  detect?: (data: Buffer) => { contentType: string; extension: string } | null;
}

/**
 * A route of the table that takes one image (multipart, at most UPLOAD_LIMITS.imageBytes), recognises its
 * type by its content (never by its name or declared type: anything else, SVG included, is onlyImageFile),
 * stores it in the database and answers its public path { dbPath }. The caller registers
 * @fastify/multipart in its plugin first. Used by the profile picture, the site's logo, favicon and landing
 * pictures, the question images and the certificate images.
 */
export function imageUploadRoute(
  app: FastifyInstance,
  route: RouteDef & { kind: 'multipart' },
  upload: ImageUpload,
): void {
  const detect = upload.detect ?? detectImageType;
  serve(app, route, async (request) => {
    const { data } = await readSingleFile(request, upload.field, UPLOAD_LIMITS.imageBytes);
    const type = detect(data) ?? refuse('onlyImageFile');
    const dbPath = await storeUpload(app.db, {
      data,
      contentType: type.contentType,
      folder: upload.folder,
      extension: type.extension,
      userId: currentUser(request).userId,
    });
    return { dbPath };
  });
}
