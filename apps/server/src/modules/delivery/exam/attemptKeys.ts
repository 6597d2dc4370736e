import { createHmac, randomBytes } from 'node:crypto';
import type { AttemptKeys } from '@assessly/shared';

/**
 * The per-attempt randomness of issue 22 (AttemptKeys in the question engine's model): the opaque ids a
 * candidate sees for the items, stems, choices and blank options of a question, and their shuffle, all
 * derived with HMAC-SHA256 from the attempt's secret (quiz_attempt.attemptSecret, never sent). The same
 * attempt and question always give the same ids and order (a reload, a resume, the answer's check and its
 * score agree), another attempt gives others, and without the secret neither reveals the key: an id is
 * 72 bits of an HMAC of its position in the authored body, the order a Fisher–Yates shuffle fed by HMACs.
 */

/** A new attempt's secret: 256 random bits, as text (the migration gives attempts stored before the same). */
export const newAttemptSecret = (): string => randomBytes(32).toString('base64url');

/** Characters of an opaque id: 12 base64url characters (72 bits); never '=', '#' or a space (wire separators). */
const ID_LENGTH = 12;

const mac = (secret: string, message: string): Buffer => createHmac('sha256', secret).update(message).digest();

/** A uniform integer in 0..bound-1 from 48 bits of an HMAC (the bias of the modulo is below 2^-30 here). */
const below = (digest: Buffer, bound: number): number => digest.readUIntBE(0, 6) % bound;

/**
 * The keys of one question of one attempt. An answer save asks for the same ids several times (the view it
 * checks against, the engine's reading, the score, the readable text): each is derived once per keys object.
 */
export function attemptKeys(secret: string, quizQuestionId: number): AttemptKeys {
  const scope = `${quizQuestionId}`;
  const ids = new Map<string, string>();
  const orders = new Map<string, number[]>();
  return {
    idFor(kind, index) {
      const key = `${kind}|${index}`;
      let id = ids.get(key);
      if (id === undefined) {
        id = mac(secret, `id|${scope}|${kind}|${index}`).toString('base64url').slice(0, ID_LENGTH);
        ids.set(key, id);
      }
      return id;
    },
    order(kind, n) {
      const key = `${kind}|${n}`;
      const known = orders.get(key);
      if (known) return [...known];
      const out = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = below(mac(secret, `order|${scope}|${kind}|${i}`), i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      orders.set(key, out);
      return [...out];
    },
  };
}

/**
 * The keys of an attempt's question. Every attempt has a secret since migration 0017; a row without one
 * (written around the app) may still be answered and finished with questions that need no ids, but asking
 * it for an id or an order throws rather than answer guessable ones.
 */
export function keysOfAttempt(attemptSecret: string | null, quizQuestionId: number): AttemptKeys {
  if (attemptSecret) return attemptKeys(attemptSecret, quizQuestionId);
  const missing = (): never => {
    throw new Error('the attempt has no secret (migration 0017 gives every attempt one)');
  };
  return { idFor: missing, order: missing };
}
