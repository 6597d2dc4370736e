import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../common/responses.js';
import { detectImageType } from '../../Upload/imageType.js';
import { readSingleFile } from '../../Upload/questionUploadRoutes.js';
import { storeUpload } from '../../Upload/uploadService.js';
import { detectFaviconType } from './icoType.js';

const tags = ['Settings: site settings'];
const admin = { access: 'admin' } as const;

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
    app.post(
      upload.url,
      {
        config: admin,
        schema: {
          tags,
          summary: `Upload ${upload.what} (multipart field file: PNG, JPEG, GIF or WebP); answers its path`,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { data } = await readSingleFile(request, 'file', UPLOAD_LIMITS.imageBytes);
        const type = (upload.favicon ? detectFaviconType(data) : detectImageType(data)) ?? refuse('onlyImageFile');
        const dbPath = await storeUpload(app.db, {
          data,
          contentType: type.contentType,
          folder: upload.folder,
          extension: type.extension,
          userId: currentUser(request).userId,
        });
        return { dbPath };
      },
    );
  }
};
export default settingsUploadRoutes;
