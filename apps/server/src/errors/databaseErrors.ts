/**
 * Failures that mean "the database cannot be reached right now" (PostgreSQL stopped or restarting, the
 * network to it cut, the pool waiting too long for a connection), as opposed to a query that is wrong.
 * The error handler answers them with serviceUnavailable (503): the request did not happen, the client
 * may try again, and it is not a bug to be logged as one. Everything else stays an internal error.
 */

/** Node socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not accepting connections yet: admin_shutdown
 * (fast or immediate stop), crash_shutdown (another backend crashed), cannot_connect_now (starting up,
 * shutting down, in recovery), too_many_connections (full for the moment). Class 08 is checked apart.
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** The texts node-postgres and pg-pool use for a connection lost or never obtained (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated\b/, // "Connection terminated unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /is not queryable$/, // a client whose connection already failed
  /^Client network socket disconnected\b/,
];

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isOwnConnectionFailure(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code)) return true;
  // A Unix socket path that is gone (PostgreSQL stopped) is ENOENT, but only when connecting.
  if (code === 'ENOENT' && error.syscall === 'connect') return true;
  if (SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error (or what it wraps: `cause`, or every error of an AggregateError, as Node's connect
 * raises for a host with several addresses) says the database is unreachable for the moment.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as ErrorLike;
  if (isOwnConnectionFailure(e)) return true;
  if (Array.isArray(e.errors) && e.errors.length > 0) {
    return e.errors.every((inner) => isDatabaseUnavailable(inner, depth + 1));
  }
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
