import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../common/responses.js';
import { readSingleFile } from '../../Upload/questionUploadRoutes.js';
import { detectImageType } from '../../Upload/imageType.js';
import { storeUpload } from '../../Upload/uploadService.js';

/** UploadCertificateImages (spec 001 §7 "Certificates"): background, logos and signatures of templates. */
const certificateUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only this route of the plugin accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });

  app.post(
    '/UploadCertificateImages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Quiz: certificates'],
        summary: 'Upload a certificate image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
        description:
          'The type is judged by the content, never by the name or the declared type; anything else (SVG ' +
          'included) answers 202 onlyImageFile. The answer dbPath is what the template image fields take.',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data } = await readSingleFile(request, 'image', UPLOAD_LIMITS.imageBytes);
      const type = detectImageType(data) ?? refuse('onlyImageFile');
      const dbPath = await storeUpload(app.db, {
        data,
        contentType: type.contentType,
        folder: 'certificates',
        extension: type.extension,
        userId: currentUser(request).userId,
      });
      return { dbPath };
    },
  );
};
export default certificateUploadRoutes;
