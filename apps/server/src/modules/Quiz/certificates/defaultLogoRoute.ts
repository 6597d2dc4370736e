import { DEFAULT_CERTIFICATE_LOGO_PATH } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultCertificateLogo } from './defaultLogo.js';

const ONE_DAY = 86_400;

/**
 * GET /upload/default-certificate-logo.png (public): the logo a certificate shows when its template has
 * none (spec 001 §9, issue 20). A fixed path beside the uploads, served before their catch-all route.
 */
const defaultLogoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DEFAULT_CERTIFICATE_LOGO_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_r, reply) => {
      const png = defaultCertificateLogo();
      return reply
        .header('Content-Type', 'image/png')
        .header('Content-Length', png.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `public, max-age=${ONE_DAY}`)
        .send(png);
    },
  );
};
export default defaultLogoRoute;
