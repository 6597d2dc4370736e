import multipart from '@fastify/multipart';
import { resultsApi as routes, UPLOAD_LIMITS } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';

/** UploadCertificateImages (spec 001 §7 "Certificates"): background, logos and signatures of templates. */
const certificateUploadRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not globally: only this route of the plugin accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });
  imageUploadRoute(app, routes.UploadCertificateImages, { field: 'image', folder: 'certificates' });
};
export default certificateUploadRoutes;
