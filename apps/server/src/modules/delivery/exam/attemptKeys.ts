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
 * `derived` is told the first time this object derives something (keysOfAttempt keeps it then).
 */
export function attemptKeys(
  secret: string,
  quizQuestionId: number,
  derived?: (keys: AttemptKeys) => void,
): AttemptKeys {
  const scope = `${quizQuestionId}`;
  const ids = new Map<string, string>();
  const orders = new Map<string, number[]>();
  let told = derived === undefined;
  const tell = () => {
    if (told) return;
    told = true;
    derived!(keys);
  };
  const keys: AttemptKeys = {
    idFor(kind, index) {
      const key = `${kind}|${index}`;
      let id = ids.get(key);
      if (id === undefined) {
        // digest('base64url') is the same text as digest().toString('base64url'), without the Buffer.
        id = createHmac('sha256', secret)
          .update(`id|${scope}|${kind}|${index}`)
          .digest('base64url')
          .slice(0, ID_LENGTH);
        ids.set(key, id);
        tell();
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
      tell();
      return [...out];
    },
  };
  return keys;
}

/**
 * The keys of the questions answered and viewed lately, so that an answer save uses the ids and the order
 * its question's view derived (each id is an HMAC, about 3 µs, and a matching question has 16 of them). Keyed
 * by question and secret; kept only once they have derived something (a choice question's never do); the
 * least recently used goes first when full. 10,000 covers a wave of 5,000 candidates between a question's
 * view and its save; with what hangs on them (the view made with them, their id indexes) they take 1–4 KB
 * each (a matching question's 3.5 KB), 35 MB at most. A kept object gives exactly what a new one would: its
 * ids and orders are functions of the secret and the question.
 */
export const KEPT_KEYS_LIMIT = 10_000;
const keptKeys = new Map<string, AttemptKeys>();

function keep(key: string, keys: AttemptKeys) {
  if (keptKeys.size >= KEPT_KEYS_LIMIT) keptKeys.delete(keptKeys.keys().next().value!);
  keptKeys.set(key, keys);
}

/** How many keys objects are kept (for tests). */
export const keptKeysCount = (): number => keptKeys.size;
/** Forgets every kept keys object (for tests: a cold start). */
export const forgetKeptKeys = (): void => keptKeys.clear();

/** The keys of a question without a body (a choice or descriptive row): it has no ids, and asking for one throws. */
export const NO_KEYS: AttemptKeys = {
  idFor: () => {
    throw new Error('a question without a body has no ids');
  },
  order: () => {
    throw new Error('a question without a body has no order');
  },
};

/**
 * The keys of an attempt's question (kept between requests, above). Every attempt has a secret since
 * migration 0017; a row without one (written around the app) may still be answered and finished with
 * questions that need no ids, but asking it for an id or an order throws rather than answer guessable ones.
 */
export function keysOfAttempt(attemptSecret: string | null, quizQuestionId: number): AttemptKeys {
  if (attemptSecret) {
    const key = `${quizQuestionId}|${attemptSecret}`;
    const kept = keptKeys.get(key);
    if (kept) {
      // Most recently used: to the end of the map's order.
      keptKeys.delete(key);
      keptKeys.set(key, kept);
      return kept;
    }
    return attemptKeys(attemptSecret, quizQuestionId, (keys) => keep(key, keys));
  }
  const missing = (): never => {
    throw new Error('the attempt has no secret (migration 0017 gives every attempt one)');
  };
  return { idFor: missing, order: missing };
}
