// What the question-type tests share: attempt keys as the server makes them (HMAC of a secret), and wire
// answers built from a candidate's view the way the exam screen builds them.
import { createHmac } from 'node:crypto';
import type { AttemptKeys, CandidateBodyView, MarkingRules } from '../../src/authoring/questionTypes/model.js';

/** Attempt keys from a secret: ids are an HMAC of kind and index, orders a shuffle seeded by one. */
export function attemptKeys(secret: string): AttemptKeys {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  return {
    idFor: (kind, index) => mac(`${kind}:${index}`).toString('base64url').slice(0, 12),
    order(kind, n) {
      const random = seededRandom(mac(`order:${kind}`).readUInt32BE(0));
      const order = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      return order;
    },
  };
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const floored: MarkingRules = { penalty: 0, floorQuestionAtZero: true, floorAttemptAtZero: true };
export const unfloored: MarkingRules = { penalty: 0, floorQuestionAtZero: false, floorAttemptAtZero: false };
export const withPenalty = (penalty: number, floor = true): MarkingRules => ({
  penalty,
  floorQuestionAtZero: floor,
  floorAttemptAtZero: floor,
});

/** The id of the entry of a view's list with this text (the first one). */
export function idOf(list: { id: string; text: string }[] | undefined, text: string): string {
  const found = list?.find((entry) => entry.text === text);
  if (!found) throw new Error(`no "${text}" in the view`);
  return found.id;
}

/** A matching answer as the exam screen sends it: stem text → choice text, read through the view's ids. */
export const matchingWire = (view: CandidateBodyView, pairs: [string, string][]): string =>
  pairs.map(([stem, choice]) => `${idOf(view.stems, stem)}=${idOf(view.choices, choice)}`).join('#####');

/** An ordering answer as the exam screen sends it: the items' ids in the order of these texts (each used once). */
export function orderingWire(view: CandidateBodyView, texts: string[]): string {
  const left = [...(view.items ?? [])];
  return texts
    .map((text) => {
      const at = left.findIndex((item) => item.text === text);
      if (at < 0) throw new Error(`no "${text}" left in the view`);
      return left.splice(at, 1)[0]?.id;
    })
    .join('#####');
}
