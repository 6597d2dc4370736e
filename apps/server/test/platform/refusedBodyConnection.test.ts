import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { UPLOAD_LIMITS } from '@assessly/shared';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../helpers/files.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 20 item 21: a request refused while its body is still arriving (an upload over its limit, a JSON
 * body over BODY_LIMIT_BYTES) is answered with `Connection: close` and its connection is closed cleanly,
 * so that the client's next request, on a keep-alive client with a single connection, goes through at
 * once instead of waiting 5 s for a reset.
 */

/** A multipart body with one file of `size` bytes (a PNG header, then filler). */
function multipartBody(field: string, fileName: string, size: number) {
  const boundary = 'assessly-refused-body';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const file = Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, size - PNG_1X1.length), 0x41)]);
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** What the client's next request must answer well within: the old reset came after 5 s. */
const PROMPTLY_MS = 2_000;

describe.each(testDatabases())('a refused body closes its connection cleanly on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await demoTokens(t)).admin;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const oversized = () => ({
    image: {
      path: '/api/Quiz/UploadQuestionImage',
      ...multipartBody('image', 'huge.png', UPLOAD_LIMITS.imageBytes + 512 * 1024),
      status: 202,
      code: 'fileTooLarge',
    },
    import: {
      path: '/api/Quiz/UploadQuestionCsv',
      ...multipartBody('csv', 'huge.csv', UPLOAD_LIMITS.importBytes + 512 * 1024),
      status: 202,
      code: 'fileTooLarge',
    },
    json: {
      path: '/api/Quiz/CreateQuizTopic',
      body: Buffer.from(JSON.stringify({ quizTitle: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 1024) })),
      contentType: 'application/json',
      status: 413,
      code: 'payloadTooLarge',
    },
  });

  for (const what of ['image', 'import', 'json'] as const) {
    it(`${what}: the refusal says Connection: close and the next request on the same client succeeds`, async () => {
      const refused = oversized()[what];
      // One connection, as a browser tab or a keep-alive API client reuses it.
      const client = new Client(origin, { pipelining: 1, keepAliveTimeout: 30_000 });
      try {
        const first = await client.request({
          method: 'POST',
          path: refused.path,
          headers: { 'content-type': refused.contentType, authorization: `Bearer ${admin}` },
          body: refused.body,
        });
        const answer = (await first.body.json()) as { responseMsg: string };
        expect(first.statusCode).toBe(refused.status);
        expect(answer.responseMsg).toBe(refused.code);

        const started = Date.now();
        const next = await client.request({ method: 'GET', path: '/api/health' });
        expect(next.statusCode).toBe(200);
        expect(await next.body.json()).toMatchObject({ status: 'ok' });
        expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
        // The client knew not to reuse the connection: it opened a new one for the next request.
        expect(first.headers.connection).toBe('close');
      } finally {
        await client.close();
      }
    });
  }

  /** A raw keep-alive socket: everything it receives, and how it ended. */
  async function rawSocket() {
    const socket: Socket = connect(Number(new URL(origin).port), '127.0.0.1');
    await once(socket, 'connect');
    const state = { text: '', ended: false, error: null as Error | null };
    socket.on('data', (chunk: Buffer) => (state.text += chunk.toString('latin1')));
    socket.on('end', () => (state.ended = true));
    socket.on('error', (error) => (state.error = error));
    return { socket, state, closed: once(socket, 'close') };
  }

  it('over a raw socket: the whole answer arrives, then a FIN, never a reset', async () => {
    const { socket, state, closed } = await rawSocket();
    const { body, contentType } = oversized().image;
    socket.write(
      `POST /api/Quiz/UploadQuestionImage HTTP/1.1\r\nHost: assessly.test\r\nAuthorization: Bearer ${admin}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    expect(state.error).toBeNull();
    expect(state.ended).toBe(true);
    const [head, json] = state.text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 202 /);
    expect(head!.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(json!)).toMatchObject({ responseMsg: 'fileTooLarge' });
  });

  it('keeps the connection of an upload that was read whole alive', async () => {
    const client = new Client(origin, { pipelining: 1, keepAliveTimeout: 30_000 });
    let connections = 0;
    client.on('connect', () => (connections += 1));
    try {
      const { body, contentType } = multipartBody('image', 'small.png', PNG_1X1.length);
      for (let i = 0; i < 2; i++) {
        const res = await client.request({
          method: 'POST',
          path: '/api/Quiz/UploadQuestionImage',
          headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
          body,
        });
        await res.body.json();
        expect(res.statusCode).toBe(200);
        expect(res.headers.connection).not.toBe('close');
      }
      expect(connections).toBe(1);
    } finally {
      await client.close();
    }
  });
});
