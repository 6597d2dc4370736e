import multipart from '@fastify/multipart';
import { accountsApi, UPLOAD_LIMITS, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { serve } from '../../../lib/serve.js';
import { updateOwnProfile } from './profileService.js';

/** Profile: UpdateUserProfile and the profile image Upload (spec 000 §7). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not globally: of the /User routes only Upload accepts a multipart body.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });

  serve(app, accountsApi.UpdateUserProfile, async (request) => {
    await updateOwnProfile(app.db, currentUser(request), request.body);
    return { responseMsg: successCode('successfullyUpdated') };
  });

  imageUploadRoute(app, accountsApi.Upload, { field: 'file', folder: 'profile' });
};
export default profileRoutes;
