import { DEFAULT_CERTIFICATE_LOGO_PATH } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../../lib/sendFile.js';
import { defaultCertificateLogo } from './defaultLogo.js';

/**
 * GET /upload/default-certificate-logo.png (public): the logo a certificate shows when its template has
 * none (spec 001 §9, issue 20). A fixed path beside the uploads, served before their catch-all route.
 */
const defaultLogoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(DEFAULT_CERTIFICATE_LOGO_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_r, reply) =>
    sendFile(reply, { contentType: 'image/png', data: defaultCertificateLogo() }),
  );
};
export default defaultLogoRoute;
