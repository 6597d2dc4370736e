// What the rules keep between calls for a body that cannot change (issue 22 "Speed"). The server freezes the
// bodies it keeps (one per stored question), and an answer save reads the same answer to check it, to score
// it and to write its parts; matching reads its choices and ordering its texts on each of those calls. For a
// frozen body they are made once; for any other body (a screen's, an import's) every time, as before. What is
// kept is frozen too: shared, it cannot change, so a kept result is the result a new call would give.
import type { AttemptKeys } from '../model.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A reader of wire answers that keeps its last reading of a frozen body, by body, wire text and keys object
 * (a keys object gives the same ids every time). One reading at most: the calls of one save come together.
 */
export function keptReading<B extends object, R>(
  read: (body: B, wire: string, keys: AttemptKeys) => R,
): (body: B, wire: string, keys: AttemptKeys) => R {
  let last: { body: B; wire: string; keys: AttemptKeys; reading: R } | null = null;
  return (body, wire, keys) => {
    if (!Object.isFrozen(body)) return read(body, wire, keys);
    if (last !== null && last.body === body && last.wire === wire && last.keys === keys) return last.reading;
    const reading = deepFreeze(read(body, wire, keys));
    last = { body, wire, keys, reading };
    return reading;
  };
}

/** Something derived from a body, kept with a frozen body (it goes when the body goes). */
export function keptDerived<B extends object, T>(derive: (body: B) => T): (body: B) => T {
  const kept = new WeakMap<B, T>();
  return (body) => {
    if (!Object.isFrozen(body)) return derive(body);
    if (kept.has(body)) return kept.get(body) as T;
    const value = deepFreeze(derive(body));
    kept.set(body, value);
    return value;
  };
}
