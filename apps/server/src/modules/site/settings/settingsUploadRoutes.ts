import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detectImageType } from '../../../files/imageType.js';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { detectFaviconType } from './icoType.js';

const tags = ['Settings: site settings'];

const UPLOADS = [
  { url: '/UploadLogo', folder: 'settings', favicon: false, what: 'the site logo' },
  { url: '/UploadFavicon', folder: 'settings', favicon: true, what: 'the favicon (an .ico file is accepted too)' },
  { url: '/UploadLandingPicture', folder: 'landing', favicon: false, what: 'a landing page picture' },
] as const;

/**
 * UploadLogo, UploadFavicon and UploadLandingPicture (spec 000 §7): multipart field `file`, images only
 * (judged by content), stored in the database, answering { dbPath } under /upload/. An upload alone
 * changes nothing: the panel's Save stores the path.
 */
const settingsUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only these routes of the Settings plugin accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });

  for (const upload of UPLOADS) {
    imageUploadRoute(
      app,
      {
        method: 'POST',
        path: upload.url,
        access: 'admin',
        kind: 'multipart',
        tags,
        summary: `Upload ${upload.what} (multipart field file: PNG, JPEG, GIF or WebP); answers its path`,
        response: uploadResponse,
      },
      { field: 'file', folder: upload.folder, detect: upload.favicon ? detectFaviconType : detectImageType },
    );
  }
};
export default settingsUploadRoutes;
