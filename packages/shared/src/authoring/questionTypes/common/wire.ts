// The wire form of answers (issue 22): parts joined by the spec's five hashes, pairs written `key=value`.
import { ANSWER_SEPARATOR } from '../../questionKinds.js';
import type { AttemptKeys } from '../model.js';

/** The parts of a wire answer, trimmed, empty ones dropped. */
export const wireParts = (wire: string): string[] =>
  wire
    .split(ANSWER_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

/** A `key=value` part split at its first `=` (a typed value may hold more), both trimmed; null without `=`. */
export function wirePair(part: string): { key: string; value: string } | null {
  const at = part.indexOf('=');
  if (at < 0) return null;
  return { key: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
}

/** Parts joined into a wire answer. */
export const joinWire = (parts: readonly string[]): string => parts.join(ANSWER_SEPARATOR);

/**
 * The id indexes made with each keys object: a save reads its answer several times (the engine's check, the
 * score, the readable text), each time through the same ids. A keys object gives the same ids every time, so
 * a kept index is the index a new one would be; it goes when its keys object goes.
 */
const idIndexes = new WeakMap<AttemptKeys, Map<string, ReadonlyMap<string, number>>>();

/** The index of each of n opaque ids of a kind in this attempt, to read them back from an answer. */
export function idIndex(keys: AttemptKeys, kind: string, n: number): ReadonlyMap<string, number> {
  let byKind = idIndexes.get(keys);
  if (!byKind) idIndexes.set(keys, (byKind = new Map()));
  const key = `${kind}|${n}`;
  let byId = byKind.get(key);
  if (!byId) {
    const made = new Map<string, number>();
    for (let i = 0; i < n; i++) made.set(keys.idFor(kind, i), i);
    byKind.set(key, (byId = made));
  }
  return byId;
}

/**
 * A list in the order the attempt gives its kind, each with its index in the list. A permutation that is
 * not one is a fault of the caller's keys: the author's order must never be shown in its place (for an
 * ordering question it is the key), so it throws.
 */
export function inAttemptOrder<T>(keys: AttemptKeys, kind: string, list: readonly T[]): { item: T; index: number }[] {
  const order = keys.order(kind, list.length);
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length;
  if (order.length !== list.length || new Set(order).size !== list.length || !order.every(valid))
    throw new Error(`AttemptKeys.order('${kind}', ${list.length}) is not a permutation`);
  return order.map((index) => ({ item: list[index] as T, index }));
}
