import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Security headers on every response (issue 10), written by hand rather than with @fastify/helmet: the
 * policy is one short list that must match what the web app really loads, a second policy is needed for
 * the API docs page only, and HSTS must follow the proxy's X-Forwarded-Proto, all of which is a few lines
 * here and would be as many options there.
 */

/** Where a question's video may come from: the embed hosts spec 001's onlyYouTubeVideo rule accepts. */
export const YOUTUBE_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://youtube-nocookie.com',
];

/** Stripe's hosted payment page: the landing page's Subscribe form posts to us and we answer 303 there. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

export const DOCS_PREFIX = '/api/docs';

export interface SecurityHeadersOptions {
  /**
   * Origins a form post may end up on. Chromium checks form-action on the redirects that follow a form
   * post too, so Stripe's page must be listed; tests add their Stripe stand-in (STRIPE_API_URL).
   */
  checkoutOrigins: string[];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The web app's policy, also sent with API answers and files (harmless there, and one rule to check). */
export function appContentSecurityPolicy(opts: SecurityHeadersOptions): string {
  return policy({
    'default-src': ["'self'"],
    // Only the built bundle's files: index.html has no inline script and nothing calls eval.
    'script-src': ["'self'"],
    // MUI styles through emotion, which inserts <style> elements at run time and sets style attributes;
    // hashes or nonces cannot cover styles computed in the browser, so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploads come from /upload on this server (question images must be uploads); data: for the images
    // html2canvas and jsPDF make while drawing Result.pdf; blob: for a picture's preview before its upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    // KaTeX's smallest font is inlined by the build as a data: URL.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': YOUTUBE_EMBED_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The exam's "new window" is window.open, not a frame: nothing may frame the app (clickjacking).
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...opts.checkoutOrigins],
  });
}

/**
 * The docs page (@fastify/swagger-ui) only: its scripts are files too, but Swagger UI sets inline styles
 * and shows data: images; it embeds nothing, posts no form and loads nothing from elsewhere.
 */
export function docsContentSecurityPolicy(): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/** Powerful features the app never uses; fullscreen is left alone (the exam and YouTube's player use it). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** One year; no includeSubDomains, which would bind every other site of the domain to HTTPS too. */
export const HSTS = 'max-age=31536000';

function isDocs(request: FastifyRequest) {
  if (!request.url.startsWith(DOCS_PREFIX)) return false; // every other answer, without splitting the URL
  const path = request.url.split('?')[0] ?? '';
  return path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const appPolicy = appContentSecurityPolicy(opts);
  const docsPolicy = docsContentSecurityPolicy();
  // The same headers on every answer, built once; set in one call by a callback hook (no promise per answer).
  const fixed = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
  // onSend runs for every answer: routes, static files, redirects, errors and 404s alike.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(fixed);
    reply.header('content-security-policy', isDocs(request) ? docsPolicy : appPolicy);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on (Fastify's trustProxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
});
