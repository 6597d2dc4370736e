// What the scoring rules keep between calls (issue 22 "Speed": compiled short-answer patterns, the last typed
// text's compared form, id indexes per keys object, the id sets of a frozen view, the last reading of an
// answer and matching's choices and ordering's texts for a frozen body) must never change a result: every
// rule gives the same answer with nothing kept (a cold start before each call, new keys objects, bodies that
// are not frozen) as with everything kept, and as the plain definitions written out here.
import { describe, expect, it } from 'vitest';
import {
  acceptedPattern,
  comparableText,
  forgetKeptPatterns,
  KEPT_PATTERNS_LIMIT,
  keptPatternCount,
  matchesAccepted,
} from '../../src/authoring/questionTypes/common/answerText.js';
import type {
  AttemptKeys,
  CandidateBodyView,
  MarkingRules,
  QuestionBody,
} from '../../src/authoring/questionTypes/model.js';
import { QUESTION_TYPES_REGISTRY, questionTypeIdOf } from '../../src/authoring/questionTypes/registry.js';
import { checkWire } from '../../src/delivery/answerWire.js';
import { BODY_MAKERS, draw, randomWire } from './generators.js';
import { attemptKeys, floored, seededRandom, unfloored, withPenalty } from './helpers.js';

const TYPES = Object.keys(BODY_MAKERS) as QuestionBody['type'][];
const MARKINGS: MarkingRules[] = [floored, unfloored, withPenalty(0.25), withPenalty(1, false)];
const entryOf = (body: QuestionBody) => QUESTION_TYPES_REGISTRY[questionTypeIdOf(body)];

/** A view frozen through and through, as the server keeps it between a question's view and its save. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Every rule's output for one answer, as plain data; `fresh` says what each call gets. */
function outputs(
  body: QuestionBody,
  wire: string,
  fresh: () => { body: QuestionBody; keys: AttemptKeys; view: CandidateBodyView },
) {
  const entry = entryOf(body);
  const run = <T>(f: (b: never, k: AttemptKeys, view: CandidateBodyView) => T): T => {
    const given = fresh();
    return f(given.body as never, given.keys, given.view);
  };
  return {
    parse: run((b, k) => entry.parseAnswer(b, wire, k)),
    scores: MARKINGS.map((m) => run((b, k) => entry.score(b, wire, k, m))),
    answer: run((b, k) => entry.displayAnswer(b, wire, k)),
    parts: run((b, k) => entry.answerParts(b, wire, k)),
    key: run((b) => entry.displayKey(b)),
    check: run((_b, _k, view) => checkWire(questionTypeIdOf(body), view, wire)),
  };
}

const reference = (typed: string, accepted: string, caseSensitive: boolean): boolean =>
  acceptedPattern(accepted, caseSensitive).test(comparableText(typed, caseSensitive));

describe('scoring with and without kept patterns, typed texts and id indexes', () => {
  it.each(TYPES)('%s: every rule answers the same cold and warm, for random bodies and answers', (type) => {
    const d = draw(seededRandom(TYPES.indexOf(type) * 104_729 + 3));
    let compared = 0;
    for (let n = 0; n < 60; n++) {
      const body = BODY_MAKERS[type](d);
      const secret = `warm-${type}-${n}`;
      const kept = attemptKeys(secret);
      const view = entryOf(body).candidateView(body as never, kept);
      const wires = Array.from({ length: 6 }, () => randomWire(d, body, view));
      // Cold: nothing kept before any call, a new keys object (no id index), a new view and a new body that is
      // not frozen (so nothing is kept with it) every time.
      const cold = wires.map((wire) =>
        outputs(body, wire, () => {
          forgetKeptPatterns();
          const keys = attemptKeys(secret);
          return { body: structuredClone(body), keys, view: entryOf(body).candidateView(body as never, keys) };
        }),
      );
      // Warm: the same frozen body, keys object and frozen view throughout, as the server keeps them, and
      // everything kept from the calls before (twice over).
      const frozen = { body: deepFreeze(structuredClone(body)), keys: kept, view: deepFreeze(view) };
      const warm = () => wires.map((wire) => outputs(body, wire, () => frozen));
      warm();
      expect(warm()).toEqual(cold);
      compared += wires.length;
    }
    expect(compared).toBe(360);
  });

  it('matches typed texts as the uncached definition does, in every script, case and wildcard form', () => {
    const accepted = [
      'Paris',
      'par*',
      '*ís',
      'a\\*b',
      'C++ (lang).',
      'नई दिल्ली',
      'দিল্লি*',
      'ΟΔΟΣ',
      'Straße',
      'İstanbul',
      '*',
    ];
    const typed = ['paris', 'PARIS', 'Parisian', 'pARÍS', 'a*b', 'axb', 'c++ (lang).', 'नई  दिल्ली', 'দিল্লিতে'];
    const more = ['οδος', 'odoς', 'STRASSE', 'straße', 'i̇stanbul', 'istanbul', '', ' ', 'e\u0301', 'é'];
    for (const pass of ['cold', 'warm', 'warm again']) {
      for (const a of accepted) {
        for (const t of [...typed, ...more]) {
          // Both ways in turn: a pattern or a typed text kept for one must never answer for the other.
          for (const caseSensitive of [false, true]) {
            if (pass === 'cold') forgetKeptPatterns();
            expect(matchesAccepted(t, a, caseSensitive), `${pass}: "${t}" against "${a}", ${caseSensitive}`).toBe(
              reference(t, a, caseSensitive),
            );
          }
        }
      }
    }
    // The kept typed text is told apart by its case sensitivity: the same text, both ways, in turn.
    for (let i = 0; i < 3; i++) {
      expect(matchesAccepted('PARIS', 'paris', true)).toBe(false);
      expect(matchesAccepted('PARIS', 'paris', false)).toBe(true);
    }
  });

  it('keeps at most KEPT_PATTERNS_LIMIT patterns, and answers the same after dropping the oldest', () => {
    forgetKeptPatterns();
    const many = Array.from({ length: KEPT_PATTERNS_LIMIT + 500 }, (_, i) => `answer ${i}*`);
    const typedFor = (i: number) => [`ANSWER ${i}x`, `answer ${i}`, `answer ${i + 1}`, `answer`];
    many.forEach((a, i) => {
      for (const t of typedFor(i)) expect(matchesAccepted(t, a, false)).toBe(reference(t, a, false));
    });
    expect(keptPatternCount()).toBe(KEPT_PATTERNS_LIMIT);
    // The first ones were dropped and are compiled again, the last ones are still kept: all answer as before.
    for (const i of [0, 1, 2, 49, many.length - 2, many.length - 1]) {
      for (const t of typedFor(i)) {
        expect(matchesAccepted(t, many[i]!, false)).toBe(reference(t, many[i]!, false));
        expect(matchesAccepted(t, many[i]!, true)).toBe(reference(t, many[i]!, true));
      }
    }
    expect(keptPatternCount()).toBe(KEPT_PATTERNS_LIMIT);
  });
});

describe('a body that is not frozen', () => {
  it('is read again on every call: an edit between two calls shows', () => {
    const keys = attemptKeys('edited');
    const matching: QuestionBody = {
      type: 'matching',
      pairs: [
        { stem: 'France', choice: 'Paris' },
        { stem: 'Italy', choice: 'Rome' },
      ],
      distractors: [],
    };
    const entry = QUESTION_TYPES_REGISTRY[6];
    const view = entry.candidateView(matching, keys);
    const italy = view.stems!.find((s) => s.text === 'Italy')!.id;
    const rome = view.choices!.find((c) => c.text === 'Rome')!.id;
    const wire = `${italy}=${rome}`;
    expect(entry.score(matching, wire, keys, floored)).toBe(0.5);
    // The author writes Rome in Italian: the same id (the same place) now names Roma, still Italy's choice.
    matching.pairs[1]!.choice = 'Roma';
    expect(entry.score(matching, wire, keys, floored)).toBe(0.5);
    expect(entry.displayAnswer(matching, wire, keys)).toContain('Roma');

    const ordering: QuestionBody = { type: 'ordering', items: ['a', 'b'], scoring: 'allOrNothing' };
    const items = QUESTION_TYPES_REGISTRY[7].candidateView(ordering, keys).items!;
    const inOrder = ['a', 'b'].map((t) => items.find((i) => i.text === t)!.id).join('#####');
    expect(QUESTION_TYPES_REGISTRY[7].score(ordering, inOrder, keys, floored)).toBe(1);
    // A third item: the same answer no longer names every item.
    ordering.items.push('c');
    expect(QUESTION_TYPES_REGISTRY[7].parseAnswer(ordering, inOrder, keys)).toEqual({
      ok: false,
      error: 'invalidOption',
    });
    expect(QUESTION_TYPES_REGISTRY[7].score(ordering, inOrder, keys, floored)).toBe(0);
  });
});

describe('case folding', () => {
  /** Every Unicode scalar value, in order. */
  const everyCodePoint = (): string[] => {
    const out: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) out.push(String.fromCodePoint(cp));
    return out;
  };

  it("folds every code point as the root locale ('und') does, alone, in runs and around sigma", () => {
    // comparableText folds with toLowerCase(): the same mapping as toLocaleLowerCase('und'), without reading a
    // locale on every call. Whole runs are compared, one call per form.
    const all = everyCodePoint();
    // Each character alone (between spaces), and each of the BMP between sigmas (final sigma depends on its
    // neighbours: cased, case-ignorable or neither).
    const texts = [
      all.join(' '),
      all
        .slice(0, 0xd800)
        .map((c) => `Σ${c}Σ `)
        .join(''),
      'ΟΔΟΣ Σ ΑΣ. ΣΑΣ',
    ];
    for (const text of texts) expect(text.toLowerCase() === text.toLocaleLowerCase('und')).toBe(true);
    for (const text of ['Straße ΟΔΟΣ', 'İstanbul', 'PARÍS  Ñandú', 'नई दिल्ली', 'ঢাকা', 'Ǆemal']) {
      const original = text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('und');
      expect(comparableText(text, false)).toBe(original);
    }
  }, 30_000);
});

describe('the ids of a view, kept only for a frozen view', () => {
  const keys = attemptKeys('view-ids');
  const body: QuestionBody = { type: 'ordering', items: ['a', 'b', 'c'], scoring: 'allOrNothing' };
  const view = QUESTION_TYPES_REGISTRY[7].candidateView(body as never, keys);
  const wire = (view.items ?? []).map((item) => item.id).join('#####');

  it('checks against a frozen view the same, however often', () => {
    const frozen = deepFreeze({ items: [...(view.items ?? [])] });
    const fresh = checkWire(7, { items: [...(view.items ?? [])] }, wire);
    for (let i = 0; i < 3; i++) expect(checkWire(7, frozen, wire)).toEqual(fresh);
    expect(fresh.ok).toBe(true);
  });

  it('reads a view that is not frozen again on every check (it may have changed)', () => {
    const items = [...(view.items ?? [])];
    const open = { items };
    expect(checkWire(7, open, wire).ok).toBe(true);
    items.pop();
    expect(checkWire(7, open, wire)).toEqual({ ok: false, error: 'invalidOption' });
  });
});
