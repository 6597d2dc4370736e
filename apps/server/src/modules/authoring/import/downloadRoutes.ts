import { SAMPLE_CSV_PATH, UPLOAD_INSTRUCTIONS_PATH } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../../lib/sendFile.js';
import { instructionsPdf } from './instructionsPdf.js';
import { sampleCsv } from './sampleCsv.js';

const publicAccess = { access: 'public' } as const;

/** The Questions screen's two downloads (spec 001 §7): the sample CSV and the upload instructions PDF. */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const sampleFile = { contentType: 'text/csv; charset=utf-8', data: sampleCsv() };

  app.get(SAMPLE_CSV_PATH, { config: publicAccess, schema: { hide: true } }, async (_request, reply) =>
    sendFile(reply, sampleFile, 'sample-upload.csv'),
  );

  app.get(UPLOAD_INSTRUCTIONS_PATH, { config: publicAccess, schema: { hide: true } }, async (_request, reply) =>
    sendFile(reply, { contentType: 'application/pdf', data: await instructionsPdf() }),
  );
};
export default downloadRoutes;
