import multipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponse } from '@assessly/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidField, refuse } from '../../errors/AppError.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../common/responses.js';
import { detectImageType, isUtf8Text } from './imageType.js';
import { storeUpload } from './uploadService.js';

const tags = ['Quiz: uploads'];
const admin = { access: 'admin' } as const;
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The one file of a multipart request, read into memory up to `maxBytes` (too big: fileTooLarge).
 * Only the expected field is accepted, so a form cannot smuggle a second file in.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number) {
  let file: MultipartFile | undefined;
  let data: Buffer;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!file || file.fieldname !== field) return invalidField(field, 'required');
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      refuse('fileTooLarge', { max: megabytes(maxBytes) });
    throw error;
  }
  if (data.length === 0) invalidField(field, 'required');
  return { name: file.filename ?? '', data };
}

/** Import files must be text whose name says which format: anything else is csvUploadError. */
function checkImportFile(name: string, data: Buffer, extensions: string[]) {
  const lower = name.toLowerCase();
  if (!extensions.some((ext) => lower.includes(ext))) refuse('csvUploadError');
  if (!isUtf8Text(data)) refuse('csvUploadError');
}

/** UploadQuestionImage, UploadQuestionCsv and UploadQuestionText (spec 001 §7), under /api/Quiz. */
const questionUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.importBytes, files: 1 } });

  app.post(
    '/UploadQuestionImage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload a question image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
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
        folder: 'questions',
        extension: type.extension,
        userId: currentUser(request).userId,
      });
      return { dbPath };
    },
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
        extension: name.toLowerCase().includes('.gift') ? 'gift' : 'txt',
        userId: currentUser(request).userId,
        isPrivate: true,
      });
      return { dbPath };
    },
  );
};
export default questionUploadRoutes;
