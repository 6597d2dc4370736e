// The web tests' API: a real HTTP server on loopback that answers the screens' calls, so the API client,
// its status rules and the JSON go through fetch as in the browser, and the providers every screen needs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { NotifierProvider } from '../../src/lib/Notifier';

/** What the server answers a call: its status and its JSON body (null: no body). */
export type ApiAnswer = (method: string, url: string, body: any) => [number, unknown];

/**
 * Serves `answer` on loopback for the whole test file (registers its beforeAll and afterAll); jsdom has no
 * base URL for the client's relative /api paths, so fetch resolves them against this server meanwhile.
 */
export function serveApi(answer: ApiAnswer): void {
  let server: Server;
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const [status, body] = answer(req.method!, req.url!, text ? JSON.parse(text) : undefined);
        if (body === null) return res.writeHead(status).end();
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(`${origin}${String(input)}`, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    server.close();
  });
}

/** A screen inside the providers of the app: queries (no retries), notices and a router. */
export function withAppProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <NotifierProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </NotifierProvider>
    </QueryClientProvider>
  );
}
