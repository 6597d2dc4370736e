import { resultsApi as routes, VERIFY_LIMIT_PER_IP } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { serve } from '../../../lib/serve.js';
import certificateUploadRoutes from './certificateUploadRoutes.js';
import * as certificates from './certificateService.js';
import templateRoutes from './templateRoutes.js';

/** Certificate templates, their images, certificates and their public verification (spec 001 §7). */
const certificateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templateRoutes);
  await app.register(certificateUploadRoutes);

  serve(app, routes.CreateCertificate, async (request) =>
    certificates.previewCertificate(app, request.params.templateId),
  );

  serve(app, routes.ShowCertificate, async (request) =>
    certificates.showCertificate(app, currentUser(request), request.params),
  );

  serve(app, routes.VerifyCertificate, async (request) => {
    await enforceLimit(app, `certificate-verify:${request.ip}`, VERIFY_LIMIT_PER_IP);
    return certificates.verifyCertificate(app, request.params.certificateNumber);
  });
};
export default certificateRoutes;
