import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { UPLOAD_LIMITS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { PNG_1X1 } from '../helpers/files.js';
import { demoTokens, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 10 "Uploads": every upload route judges a file by its content (magic bytes for images, UTF-8 text
 * for imports), refuses SVG and pages dressed as pictures, stops reading at the size limit while the file
 * is still arriving, never turns the sender's file name into a path, and serves what it stored with the
 * sniffed type and nosniff.
 */

/** Every route that takes a picture: who may call it and the multipart field it reads. */
const IMAGE_ROUTES = [
  { url: '/api/User/Upload', field: 'file', caller: 'candidate' },
  { url: '/api/Settings/UploadLogo', field: 'file', caller: 'admin' },
  { url: '/api/Settings/UploadFavicon', field: 'file', caller: 'admin' },
  { url: '/api/Settings/UploadLandingPicture', field: 'file', caller: 'admin' },
  { url: '/api/Quiz/UploadQuestionImage', field: 'image', caller: 'admin' },
  { url: '/api/Quiz/UploadCertificateImages', field: 'image', caller: 'admin' },
] as const;

const HTML_PAGE = '<!doctype html><html><body><script>fetch("/api/User/GetCurrentUserInfo")</script></body></html>';
const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
/** A real PNG with a page appended: a picture to an image decoder, a page to a browser that sniffs. */
const PNG_THEN_HTML = Buffer.concat([PNG_1X1, Buffer.from(HTML_PAGE)]);
/** A page that carries a PNG further in: the content starts as HTML, so it is no picture. */
const HTML_THEN_PNG = Buffer.concat([Buffer.from(`${HTML_PAGE}\n`), PNG_1X1]);
const CSV = 'questionDetail,perQuestionMark,questionTypeId\nWhat is 2+2?,1,1\n';

/**
 * What goes before and after the file's bytes in a multipart body, written by hand so that a file name can
 * carry what a browser's FormData would escape (../ and a NUL byte).
 */
function rawMultipart(field: string, fileName: string) {
  const boundary = `assessly-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
    'utf8',
  );
  return {
    head,
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A minimal .xlsx-like zip: one stored entry [Content_Types].xml, as a spreadsheet renamed .csv would start. */
function tinyZip(): Buffer {
  const name = Buffer.from('[Content_Types].xml');
  const content = deflateRawSync(Buffer.from('<Types xmlns="http://schemas.openxmlformats.org/"/>'));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, content]);
}

describe.each(testDatabases())('upload safety on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  function upload(url: string, field: string, fileName: string, data: Buffer | string, caller = tokens.admin) {
    const body = rawMultipart(field, fileName);
    return t.app.inject({
      method: 'POST',
      url,
      payload: Buffer.concat([body.head, Buffer.isBuffer(data) ? data : Buffer.from(data), body.tail]),
      headers: { ...body.headers, ...bearer(caller) },
    });
  }
  const tokenOf = (caller: 'admin' | 'candidate') => tokens[caller];
  const storedCount = async () => (await t.db.selectFrom('uploaded_file').select('path').execute()).length;

  describe.each(IMAGE_ROUTES)('$url', (route) => {
    const send = (fileName: string, data: Buffer | string) =>
      upload(route.url, route.field, fileName, data, tokenOf(route.caller));

    it('stores a PNG named .exe as a PNG under a fresh name, served back as image/png with nosniff', async () => {
      const res = await send('setup.exe', PNG_1X1);
      expect(res.statusCode, res.body).toBe(200);
      const { dbPath } = res.json() as { dbPath: string };
      expect(dbPath).toMatch(/^\/upload\/[a-z-]+\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: dbPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    });

    it('refuses a page named .png, an SVG with a script and a page carrying a PNG, storing nothing', async () => {
      const before = await storedCount();
      for (const [fileName, data] of [
        ['photo.png', HTML_PAGE],
        ['logo.svg', SVG_WITH_SCRIPT],
        ['logo.png', SVG_WITH_SCRIPT],
        ['photo.png', HTML_THEN_PNG],
        ['signature.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from(HTML_PAGE)])],
      ] as const) {
        expect(refusal(await send(fileName, data)).responseMsg, fileName).toBe('onlyImageFile');
      }
      expect(await storedCount()).toBe(before);
    });

    it('answers 400 for an empty file and fileTooLarge above the image limit, storing nothing', async () => {
      const before = await storedCount();
      const empty = await send('empty.png', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().issues).toEqual([{ path: `body.${route.field}`, message: 'required' }]);
      const big = refusal(await send('big.png', Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_LIMITS.imageBytes)])));
      expect(big).toMatchObject({ responseMsg: 'fileTooLarge', params: { max: 5 } });
      expect(await storedCount()).toBe(before);
    });
  });

  it('serves a PNG with a page appended only as image/png with nosniff, never as a page', async () => {
    const res = await upload('/api/Quiz/UploadQuestionImage', 'image', 'page.html', PNG_THEN_HTML);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: (res.json() as { dbPath: string }).dbPath });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never turns a file name with ../ and a NUL byte into a path, nor keeps it anywhere', async () => {
    const evil = '../../private/imports/evil\u0000.png';
    const image = await upload('/api/Quiz/UploadQuestionImage', 'image', evil, PNG_1X1);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().dbPath).toMatch(/^\/upload\/questions\/[0-9a-f-]{36}\.png$/);
    const csv = await upload('/api/Quiz/UploadQuestionCsv', 'csv', '../../../etc/evil\u0000x.csv', CSV);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json().dbPath).toMatch(/^\/private\/imports\/[0-9a-f-]{36}\.csv$/);
    const rows = await t.db.selectFrom('uploaded_file').select(['path', 'contentType', 'size', 'addedBy']).execute();
    expect(JSON.stringify(rows)).not.toMatch(/evil|\.\.\/|\\u0000/);
  });

  it('takes import files only as UTF-8 text under the right extension', async () => {
    const csv = (name: string, data: Buffer | string) => upload('/api/Quiz/UploadQuestionCsv', 'csv', name, data);
    const text = (name: string, data: Buffer | string) => upload('/api/Quiz/UploadQuestionText', 'file', name, data);
    expect((await csv('questions.csv', `\uFEFF${CSV}`)).statusCode).toBe(200);
    const before = await storedCount();
    const refused = [
      await csv('questions.csv', PNG_1X1),
      await csv('questions.csv', tinyZip()),
      await csv('questions.csv', Buffer.from(`\uFEFF${CSV}`, 'utf16le')),
      await csv('questions.csv', Buffer.from([0x51, 0x3f, 0xc3, 0x28, 0x0a])),
      await csv('questions.csv.exe', CSV),
      await csv('questions.xlsx', tinyZip()),
      await text('bank.gift.exe', 'Q? {=a ~b}'),
      await text('bank.txt', PNG_1X1),
    ];
    for (const res of refused) expect(refusal(res).responseMsg).toBe('csvUploadError');
    expect(await storedCount()).toBe(before);
    expect((await text('bank.gift', 'Q? {=a ~b}')).json().dbPath).toMatch(/\.gift$/);
  });

  it('answers 400 for an empty import file and fileTooLarge above the import limit', async () => {
    expect((await upload('/api/Quiz/UploadQuestionText', 'file', 'bank.txt', '')).statusCode).toBe(400);
    const big = `${CSV}${'x'.repeat(UPLOAD_LIMITS.importBytes)}`;
    const res = refusal(await upload('/api/Quiz/UploadQuestionCsv', 'csv', 'big.csv', big));
    expect(res).toMatchObject({ responseMsg: 'fileTooLarge', params: { max: 10 } });
  });

  it('serves anything stored under /upload that is not an image as an opaque download', async () => {
    await t.db
      .insertInto('uploaded_file')
      .values({
        path: '/upload/questions/planted.html',
        contentType: 'text/html',
        size: HTML_PAGE.length,
        data: Buffer.from(HTML_PAGE),
        addedBy: null,
        dateAdded: nowIso(),
      })
      .execute();
    const served = await t.app.inject({ method: 'GET', url: '/upload/questions/planted.html' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('over real HTTP', () => {
    let baseUrl: URL;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    });

    /**
     * An image upload that never ends: up to twice the limit is written, and the body is never finished,
     * so only a server that stops at the limit while reading can answer at all. Answers the request, its
     * answer (status and body) and the time the answer came.
     */
    async function oversizedUpload() {
      const body = rawMultipart('image', 'huge.png');
      const req = httpRequest(new URL('/api/Quiz/UploadQuestionImage', baseUrl), {
        method: 'POST',
        headers: { ...body.headers, ...bearer(tokens.admin) },
      });
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        req.on('response', resolve);
        req.on('error', reject);
      });
      req.write(Buffer.concat([body.head, PNG_1X1]));
      let answeredYet = false;
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      const writing = (async () => {
        for (let sent = 0; sent < 2 * UPLOAD_LIMITS.imageBytes && !answeredYet; sent += chunk.length) {
          if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answered]);
        }
      })();
      const res = await answered;
      answeredYet = true;
      await writing;
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      await once(res, 'end');
      return { req, status: res.statusCode, body: JSON.parse(text) as unknown, answeredAt: Date.now() };
    }

    it('refuses a file over the limit while it is still being sent: the answer comes before the end', async () => {
      const { req, status, body } = await oversizedUpload();
      req.destroy();
      expect(status).toBe(202);
      expect(body).toMatchObject({ responseMsg: 'fileTooLarge', params: { max: 5 } });
    });

    it('closes the connection of a sender that goes on sending after the refusal, within seconds', async () => {
      const { req, status, answeredAt } = await oversizedUpload();
      expect(status).toBe(202);
      // Slowly (the server drops what it reads), as a client that ignores the answer would go on.
      const closed = new Promise<void>((resolve) => req.socket!.once('close', () => resolve()));
      let open = true;
      void closed.then(() => (open = false));
      req.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 0x42);
      while (open && Date.now() - answeredAt < 20_000) {
        req.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(open).toBe(false);
      expect(Date.now() - answeredAt).toBeLessThan(15_000);
    });
  });
});
