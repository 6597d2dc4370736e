import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';

/** UploadCertificateImages (spec 001 §7 "Certificates"): background, logos and signatures of templates. */
const certificateUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only this route of the plugin accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });
  imageUploadRoute(
    app,
    {
      method: 'POST',
      path: '/UploadCertificateImages',
      access: 'admin',
      kind: 'multipart',
      tags: ['Quiz: certificates'],
      summary: 'Upload a certificate image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
      description:
        'The type is judged by the content, never by the name or the declared type; anything else (SVG ' +
        'included) answers 202 onlyImageFile. The answer dbPath is what the template image fields take.',
      response: uploadResponse,
    },
    { field: 'image', folder: 'certificates' },
  );
};
export default certificateUploadRoutes;
