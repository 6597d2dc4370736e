import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import type { Recorder } from './recorder.js';

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
}

/**
 * One keep-alive connection, as one browser tab has. Each simulated candidate and each closed-loop
 * worker owns one, so a request never waits for a connection in the load generator.
 */
export function connection(baseUrl: string): Client {
  return new Client(baseUrl, {
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
}

/**
 * Sends one request, records its latency (until the whole body is read) under `kind`, and answers the
 * parsed body of a 200; anything else is recorded as an error by status (or network error code) and
 * answers null.
 */
export async function timed<T = any>(client: Client, recorder: Recorder, kind: string, call: Call): Promise<T | null> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await client.request({ method: call.method, path: call.path, headers, body: payload });
    const text = await response.body.text();
    recorder.latency(kind, performance.now() - started, started);
    if (response.statusCode !== 200) {
      recorder.error(kind, `status ${response.statusCode}`, text);
      return null;
    }
    return JSON.parse(text) as T;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    recorder.error(kind, `network ${e.code ?? e.message ?? 'error'}`, e.message ?? '');
    return null;
  }
}
