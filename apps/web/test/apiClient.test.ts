// @vitest-environment jsdom
// The client's status rules (spec 000 §7, §8) against a real HTTP server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRefusal, NetworkFailure, get, post, setRedirect } from '../src/api/client';
import { session } from '../src/session/session';

let server: Server;
let origin = '';
const seen: { auth?: string; lang?: string }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ auth: req.headers.authorization, lang: req.headers['x-language'] as string });
    const status = Number(req.url!.split('/').pop());
    if (status === 204) return res.writeHead(204).end();
    const body =
      status === 200
        ? { responseMsg: 'successfullySaved' }
        : {
            status: status === 202 ? 'alert' : 'error',
            responseMsg: status === 202 ? 'wrongPassword' : 'tokenExpired',
            message: 'x',
            params: { seconds: 5 },
          };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // jsdom has no base URL for relative /api paths: resolve them against the test server.
  globalThis.fetch = (input, init) => realFetch(`${origin}${String(input)}`, init);
});
afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});
beforeEach(() => {
  localStorage.clear();
  seen.length = 0;
});

describe('api client', () => {
  it('returns the body of a 200 and sends the token and language', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('language', 'bn');
    await expect(get('/x/200')).resolves.toEqual({ responseMsg: 'successfullySaved' });
    expect(seen[0]).toEqual({ auth: 'Bearer abc', lang: 'bn' });
  });

  it('returns null for 204', async () => {
    await expect(post('/x/204', {})).resolves.toBeNull();
  });

  it('throws a refusal with the code for 202, keeping the alert status', async () => {
    const error = await get('/x/202').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect((error as ApiRefusal).code).toBe('wrongPassword');
    expect((error as ApiRefusal).alert).toBe(true);
  });

  it('does not call a 401 "Token Expired" when it answers a call of a token being signed out', async () => {
    const redirects: string[] = [];
    setRedirect((path) => redirects.push(path));
    localStorage.setItem('token', 'leaving');
    session.markEnding('leaving');
    const error = await get('/x/401').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(redirects).toEqual([]);
    // Another account's token signed in meanwhile is not affected.
    localStorage.setItem('token', 'next');
    await get('/x/401').catch(() => undefined);
    expect(redirects).toEqual(['/unauthorized']);
  });

  it('does not call a 401 "Token Expired" when the call carried no token (a screen left after sign-out)', async () => {
    const redirects: string[] = [];
    setRedirect((path) => redirects.push(path));
    const error = await get('/x/401').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(redirects).toEqual([]);
  });

  it('redirects 401, 403 and 404 to their screens unless quiet', async () => {
    const redirects: string[] = [];
    setRedirect((path) => redirects.push(path));
    localStorage.setItem('token', 'signed-in');
    for (const status of [401, 403, 404]) await get(`/x/${status}`).catch(() => undefined);
    await get('/x/401', { quiet: true }).catch(() => undefined);
    expect(redirects).toEqual(['/unauthorized', '/forbidden', '/notFound']);
  });

  it('reports an unreachable server as a network failure', async () => {
    const saved = globalThis.fetch;
    globalThis.fetch = () => realFetch('http://127.0.0.1:1/');
    await expect(get('/x/200')).rejects.toBeInstanceOf(NetworkFailure);
    globalThis.fetch = saved;
  });
});
