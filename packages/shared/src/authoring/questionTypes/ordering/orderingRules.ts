// Ordering questions (issue 22 type 7): the items, shown shuffled, put in order; the answer is every item's
// id in the candidate's order. Positions are compared by text, so that two items with the same text may
// stand in either place. Scoring, chosen per question:
// - allOrNothing: 1 when every position is right, else 0;
// - perPosition: the items in their right position over n;
// - longestRun: Moodle's "longest contiguous subset": the length of the longest run of items that stand next
//   to each other in the same order as in the key (wherever the run stands) over n. A run of one item is
//   not an order, so it counts 0 (Moodle likewise gives nothing for a single item): any answer would
//   otherwise earn 1/n.
// No penalty: an order is not a choice of the assessment's negative marking.
import type { AttemptKeys, OrderingScoring, QuestionBody } from '../model.js';
import type { PartMark } from '../common/display.js';
import { finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';
import { keptDerived, keptReading } from '../common/kept.js';
import { idIndex, inAttemptOrder, wireParts } from '../common/wire.js';

export type OrderingBody = Extract<QuestionBody, { type: 'ordering' }>;
/** The items' indices in the body, in the candidate's order. */
export type OrderingAnswer = number[];

/**
 * Every item's id once, in the candidate's order; anything else is refused. The last reading of a frozen
 * body is kept (a save checks, scores and writes the same answer).
 */
const readOrder = keptReading((body: OrderingBody, wire: string, keys: AttemptKeys): AnswerParse<number[]> => {
  const parts = wireParts(wire);
  if (parts.length === 0) return { ok: false, error: 'emptyAnswer' };
  const ids = idIndex(keys, 'item', body.items.length);
  const order = parts.map((id) => ids.get(id) ?? -1);
  const complete = order.length === body.items.length && new Set(order).size === order.length;
  return complete && !order.includes(-1) ? { ok: true, answer: order } : { ok: false, error: 'invalidOption' };
});

/**
 * The longest run that two sequences share, contiguous in both (longest common substring): its length and
 * where it ends in `a` (the first such run; end -1 when there is none).
 */
function commonRun(a: readonly string[], b: readonly string[]): { length: number; end: number } {
  let best = { length: 0, end: -1 };
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      current[j] = (previous[j - 1] as number) + 1;
      if ((current[j] as number) > best.length) best = { length: current[j] as number, end: i - 1 };
    }
    previous = current;
  }
  return best;
}

/** The length of the longest run that two sequences share, contiguous in both (longest common substring). */
export const longestCommonRun = (a: readonly string[], b: readonly string[]): number => commonRun(a, b).length;

/**
 * How each item of an order scored, by the question's scoring: in its right position (all or nothing, per
 * position), or within the longest run in the key's order when that run counts (longest run, 2 items on).
 */
export function orderMarks(given: readonly string[], key: readonly string[], scoring: OrderingScoring): PartMark[] {
  if (scoring !== 'longestRun') return given.map((text, i) => (key[i] === text ? 'right' : 'wrong'));
  const run = commonRun(given, key);
  const first = run.length >= 2 ? run.end - run.length + 1 : given.length;
  return given.map((_, i) => (i >= first && i <= run.end ? 'right' : 'wrong'));
}

/** The raw fraction of an order of texts against the key's texts, by the question's scoring. */
export function orderFraction(given: readonly string[], key: readonly string[], scoring: OrderingScoring): number {
  const n = key.length;
  const inPlace = key.filter((text, i) => given[i] === text).length;
  if (scoring === 'allOrNothing') return inPlace === n ? 1 : 0;
  if (scoring === 'perPosition') return inPlace / n;
  const run = longestCommonRun(given, key);
  return run >= 2 ? run / n : 0;
}

/** The items' texts as positions are compared (kept with a frozen body). */
const texts = keptDerived((body: OrderingBody): readonly string[] => body.items.map((item) => item.trim()));

export const orderingRules = withFlatTexts<OrderingBody, OrderingAnswer>({
  layout: 'order',
  candidateView: (body, keys) => ({
    items: inAttemptOrder(keys, 'item', body.items).map(({ item, index }) => ({
      id: keys.idFor('item', index),
      text: item,
    })),
  }),
  parseAnswer: (body, wire, keys) => readOrder(body, wire, keys),
  score(body, wire, keys, marking) {
    const parsed = readOrder(body, wire, keys);
    if (!parsed.ok) return finalFraction(0, marking);
    const key = texts(body);
    return finalFraction(
      orderFraction(
        parsed.answer.map((i) => key[i] as string),
        key,
        body.scoring,
      ),
      marking,
    );
  },
  answerParts(body, wire, keys) {
    const parsed = readOrder(body, wire, keys);
    if (!parsed.ok) return [];
    const key = texts(body);
    const marks = orderMarks(
      parsed.answer.map((i) => key[i] as string),
      key,
      body.scoring,
    );
    return parsed.answer.map((i, at) => ({ text: body.items[i] as string, mark: marks[at] as PartMark }));
  },
  keyLines: (body) => [{ entries: body.items.map((text) => ({ text, fraction: 1 })) }],
});
