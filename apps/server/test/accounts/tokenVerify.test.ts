import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT, type JWTHeaderParameters } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../src/plugins/auth.js';
import { VerifiedTokens } from '../../src/plugins/verifiedTokens.js';

const key = createSecretKey(Buffer.from('s'.repeat(48), 'utf8'));
const otherKey = createSecretKey(Buffer.from('o'.repeat(48), 'utf8'));
const now = Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand, for headers jose refuses to sign. */
function handSigned(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

function sign(
  claims: Record<string, unknown> = {},
  header: JWTHeaderParameters = { alg: 'HS256' },
  signingKey = key,
  exp: number | null = now + 3600,
) {
  const jwt = new SignJWT({ sid: 'session-1', role: 3, ...claims }).setProtectedHeader(header).setSubject('7');
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.setIssuedAt().sign(signingKey);
}

describe('verifyHs256 (the token check of every authenticated request)', () => {
  it('answers the claims of a token the server signed', async () => {
    expect(verifyHs256(await sign(), key)).toMatchObject({ sid: 'session-1', role: 3, sub: '7', exp: now + 3600 });
  });

  it('refuses a token signed by another key, or whose header, payload or signature was changed', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(verifyHs256(await sign({}, { alg: 'HS256' }, otherKey), key)).toBeNull();
    const forgedPayload = b64({ sid: 'someone-else', sub: '1', exp: now + 3600 });
    expect(verifyHs256(`${header}.${forgedPayload}.${signature}`, key)).toBeNull();
    expect(verifyHs256(`${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`, key)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(verifyHs256(`${header}.${payload}.${flipped}`, key)).toBeNull();
    // Another spelling of the same signature bytes (padding) is refused too.
    expect(verifyHs256(`${token}=`, key)).toBeNull();
  });

  it('refuses other algorithms, alg none, and critical extensions', async () => {
    expect(verifyHs256(await sign({}, { alg: 'HS512' }), key)).toBeNull();
    const unsigned = `${b64({ alg: 'none' })}.${b64({ sid: 'session-1', exp: now + 3600 })}.`;
    expect(verifyHs256(unsigned, key)).toBeNull();
    const claims = { sid: 'session-1', exp: now + 3600 };
    expect(verifyHs256(handSigned({ alg: 'HS256' }, claims), key)).not.toBeNull();
    expect(verifyHs256(handSigned({ alg: 'HS256', crit: ['x-custom'], 'x-custom': 1 }, claims), key)).toBeNull();
    expect(verifyHs256(handSigned({ alg: 'HS256', b64: false, crit: ['b64'] }, claims), key)).toBeNull();
  });

  it('refuses an expired token, one without exp, and one not valid yet', async () => {
    expect(verifyHs256(await sign({}, undefined, key, now - 1), key)).toBeNull();
    expect(verifyHs256(await sign({}, undefined, key, now), key, now)).toBeNull();
    expect(verifyHs256(await sign({}, undefined, key, null), key)).toBeNull();
    expect(verifyHs256(await sign({ nbf: now + 60 }), key)).toBeNull();
    expect(verifyHs256(await sign({ nbf: now - 60 }), key)).not.toBeNull();
    expect(verifyHs256(await sign({ exp: 'tomorrow' as unknown as number }, undefined, key, null), key)).toBeNull();
  });

  it('refuses what is not a compact token', () => {
    for (const token of ['', 'garbage', 'a.b', 'a.b.c', 'a.b.c.d', '..', `${b64([1])}.${b64([2])}.x`]) {
      expect(verifyHs256(token, key), token).toBeNull();
    }
  });

  it('remembers a checked signature only: expiry is checked on every use, refused tokens are not kept', async () => {
    const verified = new VerifiedTokens<Record<string, unknown>>(2);
    const token = await sign({}, undefined, key, now + 60);
    const first = verifyHs256(token, key, now, verified);
    expect(first).toMatchObject({ sid: 'session-1' });
    expect(verifyHs256(token, key, now, verified)).toBe(first);
    // The same token once its expiry has passed: refused, although its signature is remembered.
    expect(verifyHs256(token, key, now + 60, verified)).toBeNull();
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = `${header}.${b64({ sid: 'someone-else', sub: '1', exp: now + 3600 })}.${signature}`;
    expect(verifyHs256(forged, key, now, verified)).toBeNull();
    expect(verifyHs256(await sign({}, undefined, otherKey), key, now, verified)).toBeNull();
    expect(verified.size).toBe(1);
    // Bounded: the oldest goes first.
    const [second, third] = [await sign({ sid: 's2' }), await sign({ sid: 's3' })];
    verifyHs256(second, key, now, verified);
    verifyHs256(third, key, now, verified);
    expect(verified.size).toBe(2);
    expect(verified.get(token)).toBeUndefined();
    expect(verified.get(third)).toMatchObject({ sid: 's3' });
  });
});
