import multipart from '@fastify/multipart';
import { authoringApi as routes, UPLOAD_LIMITS } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { refuse } from '../../../errors/AppError.js';
import { readSingleFile } from '../../../lib/multipart.js';
import { currentUser } from '../../../plugins/auth.js';
import { isUtf8Text } from '../../../files/imageType.js';
import { imageUploadRoute } from '../../../lib/imageUploadRoute.js';
import { serve } from '../../../lib/serve.js';
import { storeUpload } from '../../../files/uploadRepository.js';
import { importFileKind } from './importFileKind.js';
import { deleteStaleImportFiles } from './importRepository.js';

/**
 * Import files must carry the format's extension ("bank.csv.exe" is no CSV) and look like what they claim
 * (a CSV is UTF-8 text; see importFileKind for the others); anything else is csvUploadError. The name only
 * picks the parser: it never becomes a path.
 */
function checkImportFile(name: string, data: Buffer, extensions: string[]) {
  const lower = name.toLowerCase();
  if (!extensions.some((ext) => lower.endsWith(ext))) refuse('csvUploadError');
  if (!isUtf8Text(data)) refuse('csvUploadError');
}

/** UploadQuestionImage, UploadQuestionCsv and UploadQuestionText (spec 001 §7). */
const questionUploadRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not globally: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.importBytes, files: 1 } });

  imageUploadRoute(app, routes.UploadQuestionImage, { field: 'image', folder: 'questions' });

  serve(app, routes.UploadQuestionCsv, async (request) => {
    const { name, data } = await readSingleFile(request, 'csv', UPLOAD_LIMITS.importBytes);
    checkImportFile(name, data, ['.csv']);
    await deleteStaleImportFiles(app.db);
    const dbPath = await storeUpload(app.db, {
      data,
      contentType: 'text/csv',
      folder: 'imports',
      extension: 'csv',
      userId: currentUser(request).userId,
      isPrivate: true,
    });
    return { dbPath };
  });

  serve(app, routes.UploadQuestionText, async (request) => {
    const { name, data } = await readSingleFile(request, 'file', UPLOAD_LIMITS.importBytes);
    const kind = importFileKind(name, data) ?? refuse('csvUploadError');
    await deleteStaleImportFiles(app.db);
    const dbPath = await storeUpload(app.db, {
      data,
      contentType: kind.contentType,
      folder: 'imports',
      extension: kind.extension,
      userId: currentUser(request).userId,
      isPrivate: true,
    });
    return { dbPath };
  });
};
export default questionUploadRoutes;
