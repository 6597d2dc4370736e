import { ADMIN_ROLES, ROLE } from '@assessly/shared';
import fp from 'fastify-plugin';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/AppError.js';
import { VerifiedTokens } from './verifiedTokens.js';

/** Who may call a route. Every /api route must declare one (checked at registration). */
export type Access = 'public' | 'user' | 'admin' | 'student' | 'superAdmin';

export interface AuthUser {
  userId: number;
  roleId: number;
  sessionId: string;
  email: string;
  isDemo: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    signToken(payload: { userId: number; sessionId: string; roleId: number }, expiresAt: Date): Promise<string>;
  }
}

const ALLOWED: Record<Exclude<Access, 'public' | 'user'>, readonly number[]> = {
  admin: ADMIN_ROLES,
  student: [ROLE.Student],
  superAdmin: [ROLE.SuperAdmin],
};

/** The caller, or a 401: for handlers of routes whose access is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('tokenExpired');
  return request.user;
}

/** An open server-side session with its user's current role, as the accounts module reads it. */
export interface OpenSession {
  userId: number;
  userRoleId: number;
  email: string;
  isDemo: number;
}

export interface AuthOptions {
  secret: string;
  /** The open session of an id, or undefined when it is unknown, revoked or expired (read on every call). */
  findSession: (sessionId: string) => Promise<OpenSession | undefined>;
}

export default fp(async function authPlugin(app: FastifyInstance, opts: AuthOptions) {
  // A KeyObject made once: with raw bytes jose re-imports the key through WebCrypto on every request
  // (measured about 40 µs of the exam's hot path).
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const verified = new VerifiedTokens<Claims>();

  app.decorate('signToken', (payload: { userId: number; sessionId: string; roleId: number }, expiresAt: Date) =>
    new SignJWT({ sid: payload.sessionId, role: payload.roleId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(payload.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key),
  );
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') {
      // Public routes still know the caller when a valid token comes along.
      request.user = await authenticate(opts, request, key, verified).catch(() => null);
      return;
    }
    const user = await authenticate(opts, request, key, verified);
    if (!user) throw new AppError('tokenExpired');
    request.user = user;
    if (access !== 'user' && !ALLOWED[access].includes(user.roleId)) throw new AppError('noAccess');
  });
});

/** The token must verify and its server-side session must be open: sign-out and password changes revoke it. */
async function authenticate(
  opts: AuthOptions,
  request: FastifyRequest,
  key: KeyObject,
  verified: VerifiedTokens<Claims>,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const payload = verifyHs256(header.slice(7), key, undefined, verified);
  if (!payload || typeof payload.sid !== 'string') return null;
  const sessionId = payload.sid;
  const session = await opts.findSession(sessionId);
  if (!session) return null;
  // Role and id come from the database through the session, never from the request body.
  return {
    userId: session.userId,
    roleId: session.userRoleId,
    sessionId,
    email: session.email,
    isDemo: session.isDemo === 1,
  };
}

type Claims = Record<string, unknown>;

/** A base64url JSON object of a token, or null. */
function jsonPart(part: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** exp is required (every token the server signs has one); nbf and iat, when present, must be numbers. */
function claimsValid(payload: Claims, nowSeconds: number): boolean {
  const { exp, nbf, iat } = payload;
  if (typeof exp !== 'number' || exp <= nowSeconds) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return false;
  return iat === undefined || typeof iat === 'number';
}

/**
 * The payload of a compact JWS signed with HS256 by `key` and not expired, or null. The same checks as
 * jose's jwtVerify with algorithms ['HS256'] (signature over the exact header.payload text, alg HS256,
 * no crit or b64 extensions, exp/nbf/iat), done with node:crypto's HMAC directly: jose goes through
 * WebCrypto, which made token verification about a fifth of the exam hot path's CPU. Tokens are still
 * signed with jose (signToken).
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  nowSeconds = Math.floor(Date.now() / 1000),
  verified?: VerifiedTokens<Claims>,
): Claims | null {
  const known = verified?.get(token);
  // Signature and header checked before: only the claims can have changed (expiry).
  if (known) return claimsValid(known, nowSeconds) ? known : null;
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first < 1 || second <= first + 1 || token.indexOf('.', second + 1) !== -1) return null;
  const signed = token.slice(0, second);
  const signatureText = token.slice(second + 1);
  const signature = Buffer.from(signatureText, 'base64url');
  const expected = createHmac('sha256', key).update(signed).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  // One spelling per signature: no padding, no characters the lenient decoder skipped.
  if (signature.toString('base64url') !== signatureText) return null;
  const header = jsonPart(token.slice(0, first));
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const payload = jsonPart(token.slice(first + 1, second));
  if (!payload) return null;
  verified?.remember(token, Object.freeze(payload));
  return claimsValid(payload, nowSeconds) ? payload : null;
}
