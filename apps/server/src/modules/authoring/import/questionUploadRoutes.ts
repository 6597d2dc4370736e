import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../errors/AppError.js';
import { readSingleFile } from '../../../lib/multipart.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { isUtf8Text } from '../../../files/imageType.js';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { storeUpload } from '../../../files/uploadRepository.js';

const tags = ['Quiz: uploads'];
const admin = { access: 'admin' } as const;
/**
 * Import files must be UTF-8 text whose name ends with the format's extension ("bank.csv.exe" is no CSV);
 * anything else is csvUploadError. The name only picks the parser: it never becomes a path.
 */
function checkImportFile(name: string, data: Buffer, extensions: string[]) {
  const lower = name.toLowerCase();
  if (!extensions.some((ext) => lower.endsWith(ext))) refuse('csvUploadError');
  if (!isUtf8Text(data)) refuse('csvUploadError');
}

/** UploadQuestionImage, UploadQuestionCsv and UploadQuestionText (spec 001 §7), under /api/Quiz. */
const questionUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.importBytes, files: 1 } });

  imageUploadRoute(
    app,
    {
      method: 'POST',
      path: '/UploadQuestionImage',
      access: 'admin',
      kind: 'multipart',
      tags,
      summary: 'Upload a question image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
      response: uploadResponse,
    },
    { field: 'image', folder: 'questions' },
  );

  app.post(
    '/UploadQuestionCsv',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload a question CSV (multipart field csv) to import with ReadQuestionUploadCsv',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { name, data } = await readSingleFile(request, 'csv', UPLOAD_LIMITS.importBytes);
      checkImportFile(name, data, ['.csv']);
      const dbPath = await storeUpload(app.db, {
        data,
        contentType: 'text/csv',
        folder: 'imports',
        extension: 'csv',
        userId: currentUser(request).userId,
        isPrivate: true,
      });
      return { dbPath };
    },
  );

  app.post(
    '/UploadQuestionText',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload a GIFT or Aiken question file (multipart field file, .gift or .txt)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { name, data } = await readSingleFile(request, 'file', UPLOAD_LIMITS.importBytes);
      checkImportFile(name, data, ['.gift', '.txt']);
      const dbPath = await storeUpload(app.db, {
        data,
        contentType: 'text/plain',
        folder: 'imports',
        extension: name.toLowerCase().endsWith('.gift') ? 'gift' : 'txt',
        userId: currentUser(request).userId,
        isPrivate: true,
      });
      return { dbPath };
    },
  );
};
export default questionUploadRoutes;
