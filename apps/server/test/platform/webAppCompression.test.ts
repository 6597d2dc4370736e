import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ROOT_DIR } from '../../src/config.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

// A script big enough to be worth compressing, and index.html, as the web build writes them.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'<!-- padding -->'.repeat(80)}</body></html>`;

describe.each(testDatabases())('web app served precompressed on %s', (kind) => {
  let t: TestApp;
  let web: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dist = mkdtempSync(join(tmpdir(), 'assessly-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/app.js'), SCRIPT);
    writeFileSync(join(dist, 'assets/tiny.js'), 'export {};');
    // The build's own step, run on this stand-in build.
    execFileSync(process.execPath, [join(ROOT_DIR, 'apps/web/scripts/compress-dist.mjs'), dist]);
    web = await buildApp({
      config: { ...t.config, WEB_DIST: dist },
      database: { db: t.db, dialect: kind },
      jwtSecret: t.jwtSecret,
      serveWeb: true,
      logger: false,
    });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const get = (encoding?: string) =>
      web.inject({ method: 'GET', url: '/assets/app.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // Compressed or not, the headers of the app stay: the strict policy above all.
    for (const res of [br, gz, plain]) expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('compresses index.html for client routes too, and leaves files too small to matter as they are', async () => {
    const page = await web.inject({ method: 'GET', url: '/quiz/startQuiz', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    const tiny = await web.inject({ method: 'GET', url: '/assets/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });
});
