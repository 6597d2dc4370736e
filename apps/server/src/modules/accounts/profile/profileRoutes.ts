import multipart from '@fastify/multipart';
import { responseMsgSchema, updateProfileRequest, UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { updateOwnProfile } from './profileService.js';

const tags = ['User: profile'];
const user = { access: 'user' } as const;

/** Profile: UpdateUserProfile and the profile image Upload (spec 000 §7). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: of the /User routes only Upload accepts a multipart body.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1 } });

  app.put(
    '/UpdateUserProfile',
    {
      config: user,
      schema: {
        tags,
        summary: "Save the caller's own profile; the e-mail changes only for an admin (ignored for others)",
        body: updateProfileRequest,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updateOwnProfile(app.db, currentUser(request), request.body);
      return { responseMsg: 'successfullyUpdated' };
    },
  );

  imageUploadRoute(
    app,
    {
      method: 'POST',
      path: '/Upload',
      access: 'user',
      kind: 'multipart',
      tags,
      summary: 'Upload a profile picture (multipart field file: PNG, JPEG, GIF or WebP); answers its path',
      response: uploadResponse,
    },
    { field: 'file', folder: 'profile' },
  );
};
export default profileRoutes;
