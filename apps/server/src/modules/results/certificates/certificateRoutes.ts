import { certificateVerificationSchema, certificateViewSchema, idParam } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/responses.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import certificateUploadRoutes from './certificateUploadRoutes.js';
import * as certificates from './certificateService.js';
import templateRoutes from './templateRoutes.js';

const tags = ['Quiz: certificates'];

/** Verifications one address may make per rate-limit window: plenty for people, too few to harvest names. */
export const VERIFY_LIMIT_PER_IP = 60;

/** Certificate templates, their images, certificates and their public verification (spec 001 §7), under /api/Quiz. */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(templateRoutes);
  await app.register(certificateUploadRoutes);

  app.get(
    '/CreateCertificate/:templateId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Preview a template as a certificate: raw placeholders, the template number, no verification link',
        params: z.object({ templateId: idParam() }),
        response: { 200: certificateViewSchema, ...errorResponses },
      },
    },
    async (request) => certificates.previewCertificate(app, request.params.templateId),
  );

  app.get(
    '/ShowCertificate/:templateId/:userId/:quizResponseInitialId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The certificate of a finished attempt, issued (numbered) on its first view',
        description:
          'Only the candidate who owns the attempt (else 403) or an admin. The attempt must be finished, ' +
          'examined, taken with this template, and reach the pass mark (or have none): else 202 ' +
          'certificateNotEarned. Placeholders are filled for the candidate; an admin sees the raw template.',
        params: z.object({ templateId: idParam(), userId: idParam(), quizResponseInitialId: idParam() }),
        response: { 200: certificateViewSchema, ...errorResponses },
      },
    },
    async (request) => certificates.showCertificate(app, currentUser(request), request.params),
  );

  app.get(
    '/VerifyCertificate/:certificateNumber',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public check of an issued certificate: holder name, assessment and date only',
        description:
          'The certificate’s whole number (as in its verification link, CERT-07-K7M2Q9XH4P) or its verification ' +
          `code alone (K7M2Q9XH4P). 404 for an unknown one; at most ${VERIFY_LIMIT_PER_IP} checks per address ` +
          'per rate-limit window (429).',
        params: z.object({ certificateNumber: z.string().min(1).max(60) }),
        response: { 200: certificateVerificationSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `certificate-verify:${request.ip}`, VERIFY_LIMIT_PER_IP);
      return certificates.verifyCertificate(app, request.params.certificateNumber);
    },
  );
};
export default certificateRoutes;
