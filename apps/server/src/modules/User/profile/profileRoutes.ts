import multipart from '@fastify/multipart';
import { responseMsgSchema, updateProfileRequest, uploadAnswer, UPLOAD_LIMITS } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../errors/AppError.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../common/responses.js';
import { detectImageType } from '../../Upload/imageType.js';
import { readSingleFile } from '../../Upload/questionUploadRoutes.js';
import { storeUpload } from '../../Upload/uploadService.js';
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

  app.post(
    '/Upload',
    {
      config: user,
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart field file: PNG, JPEG, GIF or WebP); answers its path',
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { data } = await readSingleFile(request, 'file', UPLOAD_LIMITS.imageBytes);
      // The content decides, never the name or the declared type (a text file named .png is refused).
      const type = detectImageType(data) ?? refuse('onlyImageFile');
      const dbPath = await storeUpload(app.db, {
        data,
        contentType: type.contentType,
        folder: 'profile',
        extension: type.extension,
        userId: currentUser(request).userId,
      });
      return { dbPath };
    },
  );
};
export default profileRoutes;
