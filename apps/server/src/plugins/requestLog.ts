import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets: the password reset link's token above all. Matched on the
 * key as the app reads it, lower-cased, anywhere in it (`token`, `resetToken`, `access_token`, `api_key`).
 */
const SECRET_KEY = /token|password|passwd|secret|api_?key|^key$/;

/** How many times a key is decoded at most: `%2574oken` is `%74oken` once decoded, `token` twice. */
const MAX_DECODES = 3;

/**
 * A query key as a reader of the URL would understand it: `+` is a space and percent-escapes are decoded,
 * repeatedly, so that `t%6Fken` and `%2574oken` are both seen as `token`. A malformed escape ends the
 * decoding (the key is then matched as far as it could be decoded).
 */
function decodedKey(key: string): string {
  let current = key.replace(/\+/g, ' ');
  for (let i = 0; i < MAX_DECODES && current.includes('%'); i++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current.trim().toLowerCase();
}

/**
 * The URL as it goes into the log, with the value of every secret query parameter replaced by
 * `[redacted]`. Keys are compared after decoding, as the app and the browser decode them: a reset link
 * opened as `/resetPassword?t%6Fken=…` reaches the page with its token too, so it must not reach the log.
 * The path and the other parameters stay as they were sent.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart < 0 ? url.length : hashStart;
  const params = url.slice(queryStart + 1, end).split('&');
  const redacted = params.map((param) => {
    const eq = param.indexOf('=');
    const key = eq < 0 ? param : param.slice(0, eq);
    return SECRET_KEY.test(decodedKey(key)) ? `${key}=[redacted]` : param;
  });
  return `${url.slice(0, queryStart + 1)}${redacted.join('&')}${url.slice(end)}`;
}

/**
 * The request line of the log, as Fastify's own serializer writes it, but with secret query values
 * replaced: opening a reset link (GET /resetPassword?token=…) must not leave a usable token in the log.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
