import multipart from '@fastify/multipart';
import { siteApi, UPLOAD_LIMITS } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { detectFaviconType } from './icoType.js';

/**
 * UploadLogo, UploadFavicon and UploadLandingPicture (spec 000 §7): multipart field `file`, images only
 * (judged by content), stored in the database, answering { dbPath } under /upload/. An upload alone
 * changes nothing: the panel's Save stores the path.
 */
const settingsUploadRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not globally: only these routes of the site domain accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });

  imageUploadRoute(app, siteApi.UploadLogo, { field: 'file', folder: 'settings' });
  // The favicon may also be an .ico file, recognised by its structure.
  imageUploadRoute(app, siteApi.UploadFavicon, { field: 'file', folder: 'settings', detect: detectFaviconType });
  imageUploadRoute(app, siteApi.UploadLandingPicture, { field: 'file', folder: 'landing' });
};
export default settingsUploadRoutes;
