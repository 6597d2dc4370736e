import { describe, expect, it } from 'vitest';
import type { MarkingRules, QuestionBody } from '../../src/authoring/questionTypes/model.js';
import {
  QUESTION_TYPES_REGISTRY,
  questionBodySchema,
  questionTypeIdOf,
} from '../../src/authoring/questionTypes/registry.js';
import { attemptKeys, seededRandom } from './helpers.js';
import { BODY_MAKERS, draw, randomWire } from './generators.js';

const TYPES = Object.keys(BODY_MAKERS) as QuestionBody['type'][];
const BODIES_PER_TYPE = 150;
const ANSWERS_PER_BODY = 8;
/** The only fields a candidate's view may have, at any depth. */
const VIEW_FIELDS = new Set(['items', 'stems', 'choices', 'blanks', 'id', 'text', 'no', 'kind', 'multiple']);

const entryOf = (body: QuestionBody) => QUESTION_TYPES_REGISTRY[questionTypeIdOf(body)];

/** Every object key in a JSON value. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...fieldNames(inner)]);
  return [];
}

/** Every opaque id in a view. */
function viewIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(viewIds);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key === 'id' ? [String(inner)] : viewIds(inner)));
  return [];
}

describe.each(TYPES)('%s, for random bodies', (type) => {
  const seed = TYPES.indexOf(type) * 7919 + 17;

  it('generates bodies the schema accepts (so the properties speak of real questions)', () => {
    const d = draw(seededRandom(seed));
    for (let n = 0; n < 20; n++) {
      const body = BODY_MAKERS[type](d);
      const checked = questionBodySchema.safeParse(body);
      expect(checked.success, JSON.stringify({ body, issues: checked.error?.issues })).toBe(true);
    }
  });

  it('scores every answer within [-1, 1], and within [0, 1] when the question is floored', () => {
    const d = draw(seededRandom(seed + 1));
    let scored = 0;
    for (let n = 0; n < BODIES_PER_TYPE; n++) {
      const body = BODY_MAKERS[type](d);
      const keys = attemptKeys(`bounds-${type}-${n}`);
      const view = entryOf(body).candidateView(body as never, keys);
      for (let a = 0; a < ANSWERS_PER_BODY; a++) {
        const wire = randomWire(d, body, view);
        const penalty = d.pick([0, 0.25, 0.5, 1]);
        const free: MarkingRules = { penalty, floorQuestionAtZero: false, floorAttemptAtZero: false };
        const floor: MarkingRules = { ...free, floorQuestionAtZero: true };
        const raw = entryOf(body).score(body as never, wire, keys, free);
        const floored = entryOf(body).score(body as never, wire, keys, floor);
        const context = JSON.stringify({ body, wire, penalty });
        if (type === 'descriptive') {
          expect([raw, floored], context).toEqual([null, null]);
          continue;
        }
        expect(raw, context).toBeGreaterThanOrEqual(-1);
        expect(raw, context).toBeLessThanOrEqual(1);
        expect(floored, context).toBeGreaterThanOrEqual(0);
        expect(floored, context).toBeLessThanOrEqual(1);
        expect(floored, context).toBe(Math.max(0, raw as number));
        if ((raw as number) !== 0) scored++;
      }
    }
    if (type !== 'descriptive') expect(scored).toBeGreaterThan(BODIES_PER_TYPE / 2);
  });

  it('never puts key material in a candidate view, and gives it only its own fields', () => {
    const d = draw(seededRandom(seed + 2));
    for (let n = 0; n < BODIES_PER_TYPE; n++) {
      const before = d.planted.length;
      const body = BODY_MAKERS[type](d);
      const view = entryOf(body).candidateView(body as never, attemptKeys(`view-${type}-${n}`));
      const json = JSON.stringify(view);
      for (const marker of d.planted.slice(before)) expect(json, `${marker} in ${json}`).not.toContain(marker);
      for (const field of fieldNames(view)) expect(VIEW_FIELDS, `${field} in ${json}`).toContain(field);
    }
    // Matching and ordering keys are the pairs and the order themselves: the id tests below speak for them.
    if (!['descriptive', 'matching', 'ordering'].includes(type))
      expect(d.planted.length).toBeGreaterThan(BODIES_PER_TYPE);
  });

  it("gives two attempts different ids, and never the body's indices", () => {
    const d = draw(seededRandom(seed + 3));
    for (let n = 0; n < 30; n++) {
      const body = BODY_MAKERS[type](d);
      const first = viewIds(entryOf(body).candidateView(body as never, attemptKeys(`first-${n}`)));
      const second = viewIds(entryOf(body).candidateView(body as never, attemptKeys(`second-${n}`)));
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      expect(first.filter((id) => /^\d+$/.test(id))).toEqual([]);
      expect(new Set(first).size).toBe(first.length);
    }
  });

  it('refuses an answer made with one attempt’s ids in another attempt', () => {
    if (!['matching', 'ordering', 'cloze'].includes(type)) return;
    const d = draw(seededRandom(seed + 4));
    let checked = 0;
    for (let n = 0; n < 30; n++) {
      const body = BODY_MAKERS[type](d);
      const own = attemptKeys(`own-${n}`);
      const view = entryOf(body).candidateView(body as never, own);
      const wire = randomWire(d, body, view);
      if (!viewIds(view).some((id) => wire.includes(id))) continue;
      checked++;
      const elsewhere = entryOf(body).parseAnswer(body as never, wire, attemptKeys(`other-${n}`));
      expect(elsewhere.ok, wire).toBe(false);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('shows an order that is not the key: items and stems are shuffled per attempt', () => {
    if (type !== 'ordering' && type !== 'matching') return;
    const d = draw(seededRandom(seed + 5));
    let differs = 0;
    for (let n = 0; n < 30; n++) {
      const body = BODY_MAKERS[type](d);
      const view = entryOf(body).candidateView(body as never, attemptKeys(`order-${n}`));
      const shown = (view.items ?? view.stems ?? []).map((entry) => entry.text);
      const authored =
        body.type === 'ordering' ? body.items : body.type === 'matching' ? body.pairs.map((p) => p.stem) : [];
      expect([...shown].sort()).toEqual([...authored].sort());
      if (shown.join('|') !== authored.join('|')) differs++;
    }
    expect(differs).toBeGreaterThan(15);
  });
});
