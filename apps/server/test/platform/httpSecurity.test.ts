import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, UPLOAD_INSTRUCTIONS_PATH } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, ROOT_DIR, type Config } from '../../src/config.js';
import { BULK_JSON_ROUTES } from '../../src/plugins/bodyLimits.js';
import { YOUTUBE_EMBED_ORIGINS } from '../../src/plugins/securityHeaders.js';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const BODY_LIMIT = 64 * 1024;
const BULK_LIMIT = 256 * 1024;
const ALLOWED_ORIGIN = 'https://exams.example.org';

/** A Content-Security-Policy header as directive name -> sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectBaseHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(String(headers['permissions-policy'])).toContain('geolocation=()');
}

/** The web app's policy: strict for scripts, only the sources the app really uses. */
function expectAppPolicy(headers: Headers) {
  const csp = directives(headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toEqual(YOUTUBE_EMBED_ORIGINS);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'", 'https://checkout.stripe.com']);
  return csp;
}

describe.each(testDatabases())('HTTP security on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let webDist: string;
  const extraApps: FastifyInstance[] = [];

  /** Another app on the same database with some settings changed (its own config, same data). */
  async function appWith(changes: Partial<Config>, serveWeb = false): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...t.config, ...changes },
      database: { db: t.db, dialect: kind },
      jwtSecret: t.jwtSecret,
      serveWeb,
      logger: false,
    });
    await app.ready();
    extraApps.push(app);
    return app;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { BODY_LIMIT_BYTES: String(BODY_LIMIT), BULK_BODY_LIMIT_BYTES: String(BULK_LIMIT) });
    adminToken = await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    // A stand-in web build: the headers do not depend on what index.html holds.
    webDist = mkdtempSync(join(tmpdir(), 'assessly-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(webDist, 'assets/app.js'), 'export {};');
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('the web app page, its assets and client routes carry every header and the strict policy', async () => {
      const web = await appWith({ WEB_DIST: webDist }, true);
      for (const url of ['/', '/signIn', '/quiz/startQuiz', '/assets/app.js']) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expectBaseHeaders(res.headers);
        const csp = expectAppPolicy(res.headers);
        expect(csp['script-src']!.join(' '), url).not.toMatch(/unsafe|data:|\*/);
        expect(res.headers['strict-transport-security'], 'plain http: no HSTS').toBeUndefined();
      }
    });

    it('API answers carry them too: success, refusal, 401, 404 and uploaded files', async () => {
      const answers = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUserInfo' }),
        t.app.inject({ method: 'GET', url: '/api/NoSuchRoute' }),
        t.app.inject({ method: 'GET', url: '/upload/sample-upload.csv' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 200]);
      for (const res of answers) {
        expectBaseHeaders(res.headers);
        expectAppPolicy(res.headers);
      }
    });

    it('a PDF opened in the browser gets the same policy (Chromium shows it in its viewer regardless)', async () => {
      const res = await t.app.inject({ method: 'GET', url: UPLOAD_INSTRUCTIONS_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expectBaseHeaders(res.headers);
      expectAppPolicy(res.headers);
    });

    it('the API docs page has its own policy, scoped to /api/docs, and loads scripts from files only', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectBaseHeaders(page.headers);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['frame-src'], 'the docs embed nothing').toBeUndefined();
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // Every script of the page has a src (script-src 'self' would refuse inline code).
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="/);
        expect(body!.trim()).toBe('');
      }
      const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
      expect(initializer.statusCode).toBe(200);
      expect(initializer.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      // The relaxed policy stays on the docs: the OpenAPI document next to it has the app's.
      expectAppPolicy((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers);
    });

    it('the web source page has no inline script, so script-src self holds in the built app', () => {
      const html = readFileSync(join(ROOT_DIR, 'apps/web/index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });

    it('HSTS only over https: behind a trusted proxy saying https, never from a spoofed header', async () => {
      const proxied = await appWith({ TRUST_PROXY: true });
      const https = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // TRUST_PROXY off (t): a client cannot switch HSTS on by sending the header itself.
      const spoofed = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });

    it('the Stripe stand-in of STRIPE_API_URL is added to form-action (the checkout redirect of tests)', async () => {
      const withStandIn = await appWith({ STRIPE_API_URL: 'http://127.0.0.1:12111' });
      const csp = directives(
        (await withStandIn.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp['form-action']).toEqual(["'self'", 'https://checkout.stripe.com', 'http://127.0.0.1:12111']);
    });
  });

  describe('CORS', () => {
    const preflight = (app: FastifyInstance, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/User/GetCurrentUserInfo',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });

    it('closed by default: no Access-Control header for any origin, preflights are not answered', async () => {
      expect(t.config.CORS_ORIGINS).toEqual([]);
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const pre = await preflight(t.app, ALLOWED_ORIGIN);
      expect(pre.statusCode).toBe(404);
      expect(Object.keys(pre.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    });

    it('configured: only the listed origins, on answers and errors alike, with preflights answered', async () => {
      const config = loadConfig({ CORS_ORIGINS: `${ALLOWED_ORIGIN}, https://Other.Example.org:8443/` });
      expect(config.CORS_ORIGINS).toEqual([ALLOWED_ORIGIN, 'https://other.example.org:8443']);
      const cors = await appWith({ CORS_ORIGINS: config.CORS_ORIGINS });

      const ok = await cors.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
      expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(String(ok.headers.vary)).toContain('Origin');
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      const refused = await cors.inject({
        method: 'GET',
        url: '/api/User/GetCurrentUserInfo',
        headers: { origin: 'https://other.example.org:8443' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe('https://other.example.org:8443');

      const pre = await preflight(cors, ALLOWED_ORIGIN);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(pre.headers['access-control-allow-headers'])).toContain('Authorization');
      expect(pre.headers['access-control-max-age']).toBe('600');
      // The preflight's answer is the same call as any other: security headers included.
      expectBaseHeaders(pre.headers);

      // An origin off the list (or a look-alike) gets nothing.
      for (const origin of [
        'https://evil.example',
        'https://exams.example.org.evil.example',
        'http://exams.example.org',
      ]) {
        const other = await cors.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
        const otherPre = await preflight(cors, origin);
        expect(otherPre.statusCode, origin).toBe(404);
        expect(otherPre.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });

    it('a wrong CORS_ORIGINS stops the server with a clear message', () => {
      for (const wrong of ['*', 'exams.example.org', 'https://exams.example.org/app', 'ftp://files.example.org']) {
        expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS: not an origin/);
      }
    });
  });

  describe('request size limits', () => {
    const json = (size: number) => ({ email: DEMO_ACCOUNTS.admin.email, password: 'x'.repeat(size) });

    it('defaults: 1 MB for JSON bodies, 16 MB for the bulk lists', () => {
      const config = loadConfig({});
      expect(config.BODY_LIMIT_BYTES).toBe(1_048_576);
      expect(config.BULK_BODY_LIMIT_BYTES).toBe(16_777_216);
    });

    it('a JSON body over the limit is 413 payloadTooLarge, in the caller language; a normal one is served', async () => {
      const big = await t.app.inject({
        method: 'POST',
        url: '/api/User/GetLoginInfo',
        headers: { 'x-language': 'es' },
        payload: json(BODY_LIMIT + 10),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({
        status: 'error',
        responseMsg: 'payloadTooLarge',
        message: translations.es.messages.payloadTooLarge,
      });
      expectBaseHeaders(big.headers);

      const normal = await t.app.inject({
        method: 'POST',
        url: '/api/User/GetLoginInfo',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      expect(normal.statusCode).toBe(200);
      expect(normal.json().token).toEqual(expect.any(String));
    });

    it('the checkout form (url-encoded) keeps its own small limit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session-plan',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `billingId=1&pad=${'x'.repeat(5000)}`,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().responseMsg).toBe('payloadTooLarge');
    });

    it('the bulk lists accept bodies above the ordinary limit, up to their own', async () => {
      expect(BULK_JSON_ROUTES.has('POST /api/Settings/SentEmailToCheckedStudents')).toBe(true);
      const mail = (recipients: number) => ({
        subject: 'Your result',
        body: 'Dear candidate, your result is ready. '.repeat(40),
        emails: Array.from({ length: recipients }, (_, i) => ({
          email: `candidate${i}@example.org`,
          body: 'Dear candidate, your result is ready. '.repeat(40),
        })),
      });
      const send = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Settings/SentEmailToCheckedStudents',
          headers: bearer(adminToken),
          payload,
        });
      const overOrdinary = mail(100);
      expect(JSON.stringify(overOrdinary).length).toBeGreaterThan(BODY_LIMIT);
      expect(JSON.stringify(overOrdinary).length).toBeLessThan(BULK_LIMIT);
      const accepted = await send(overOrdinary);
      // Parsed and judged by the route (the demo admin's refusal or the count), not cut off as too large.
      expect(accepted.statusCode, accepted.body).not.toBe(413);
      expect([200, 202]).toContain(accepted.statusCode);

      const overBulk = mail(400);
      expect(JSON.stringify(overBulk).length).toBeGreaterThan(BULK_LIMIT);
      const tooBig = await send(overBulk);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().responseMsg).toBe('payloadTooLarge');
    });

    it('file uploads are limited by their own size, not by the JSON limit', async () => {
      // A PNG (recognised by its first bytes) four times larger than the JSON limit, far below the 5 MB image limit.
      const picture = Buffer.concat([PNG_1X1, Buffer.alloc(BODY_LIMIT * 4)]);
      const { payload, headers } = await multipartFile('file', 'big.png', picture, 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/User/Upload',
        headers: { ...headers, ...bearer(adminToken) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().dbPath).toMatch(/^\/upload\//);
    });
  });
});
