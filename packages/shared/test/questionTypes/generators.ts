// Random question bodies and answers for the property tests, from a seeded generator (the same every run).
// Every piece of key material (accepted answers, feedback, values, tolerances, fractions, units) carries a
// planted marker that a candidate's view must never contain.
import type { CandidateBodyView, ClozeBlank, QuestionBody } from '../../src/authoring/questionTypes/model.js';

export type Random = () => number;

/** What the property tests draw from. */
export interface Draw {
  random: Random;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** A marker that must never reach a candidate, remembered in `planted`. */
  secret(): string;
  /** A number that must never reach a candidate (rendered with many digits, so it cannot appear by chance). */
  secretNumber(scale?: number): number;
  planted: string[];
}

export function draw(random: Random): Draw {
  const planted: string[] = [];
  const d: Draw = {
    random,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number],
    secret() {
      const marker = `KEY${planted.length}X${Math.floor(random() * 1e9)}`;
      planted.push(marker);
      return marker;
    },
    secretNumber(scale = 100) {
      const value = Math.round((random() * scale + 0.1234567) * 1e7) / 1e7 + 1e-7;
      planted.push(String(value));
      return value;
    },
    planted,
  };
  return d;
}

/** A fraction from -1 to 1 (planted), or exactly 0 or 1 now and then. */
const fraction = (d: Draw): number => {
  const roll = d.random();
  if (roll < 0.2) return 1;
  if (roll < 0.35) return 0;
  const value = Math.round((d.random() * 2 - 1) * 1e7) / 1e7;
  if (Math.abs(value) > 1e-3) d.planted.push(String(value));
  return value;
};
const visible = (d: Draw, prefix: string) => `${prefix}${d.int(1, 9)} ${d.pick(['Paris', 'Égout', 'नमस्ते', 'ঢাকা'])}`;
const feedback = (d: Draw) => (d.random() < 0.5 ? { feedback: d.secret() } : {});
const textAnswers = (d: Draw) =>
  Array.from({ length: d.int(1, 4) }, () => ({
    text: d.secret() + (d.random() < 0.3 ? '*' : ''),
    fraction: fraction(d),
    ...feedback(d),
  }));
const numericAnswers = (d: Draw) =>
  Array.from({ length: d.int(1, 3) }, () => ({
    value: d.secretNumber(1000) * (d.random() < 0.3 ? -1 : 1),
    tolerance: d.random() < 0.3 ? 0 : d.secretNumber(5),
    fraction: fraction(d),
    ...feedback(d),
  }));
/** Distinct visible texts (options, items, stems, choices). */
const texts = (d: Draw, prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${visible(d, prefix)}-${i}`);

function blank(d: Draw, no: number): ClozeBlank {
  const weight = d.int(1, 4);
  const kind = d.pick(['text', 'number', 'choice'] as const);
  if (kind === 'text') return { no, kind, weight, caseSensitive: d.random() < 0.5, answers: textAnswers(d) };
  if (kind === 'number') return { no, kind, weight, answers: numericAnswers(d) };
  const options = texts(d, 'opt', d.int(1, 5)).map((text) => ({ text, fraction: fraction(d), ...feedback(d) }));
  return { no, kind, weight, options, multiple: d.random() < 0.4, shuffle: d.random() < 0.5, layout: 'dropdown' };
}

/** A random body of each type, every key in it planted. */
export const BODY_MAKERS: Record<QuestionBody['type'], (d: Draw) => QuestionBody> = {
  choice: (d) => ({
    type: 'choice',
    multiple: d.random() < 0.5,
    options: texts(d, 'option', d.int(2, 5)).map((text) => ({ text, fraction: fraction(d), ...feedback(d) })),
  }),
  descriptive: () => ({ type: 'descriptive' }),
  trueFalse: (d) => ({
    type: 'trueFalse',
    correct: d.random() < 0.5,
    feedbackTrue: d.secret(),
    feedbackFalse: d.secret(),
  }),
  shortAnswer: (d) => ({ type: 'shortAnswer', caseSensitive: d.random() < 0.5, answers: textAnswers(d) }),
  numerical: (d) => {
    const units =
      d.random() < 0.5
        ? []
        : [
            { unit: d.secret(), multiplier: 1 },
            { unit: d.secret(), multiplier: d.secretNumber(10) },
          ];
    return { type: 'numerical', answers: numericAnswers(d), units, unitRequired: units.length > 0 && d.random() < 0.5 };
  },
  matching: (d) => {
    const choices = texts(d, 'choice', d.int(2, 5));
    const pairs = Array.from({ length: d.int(2, 6) }, () => ({ stem: visible(d, 'stem'), choice: d.pick(choices) }));
    return { type: 'matching', pairs, distractors: texts(d, 'distractor', d.int(0, 2)) };
  },
  ordering: (d) => ({
    type: 'ordering',
    items: Array.from({ length: d.int(2, 7) }, () => visible(d, 'item')),
    scoring: d.pick(['allOrNothing', 'perPosition', 'longestRun'] as const),
  }),
  cloze: (d) => ({ type: 'cloze', blanks: Array.from({ length: d.int(1, 4) }, (_, i) => blank(d, i + 1)) }),
};

const ids = (list?: { id: string }[]) => (list ?? []).map((entry) => entry.id);
/** Some of a list, in a random order. */
const some = <T>(d: Draw, list: readonly T[]): T[] => list.filter(() => d.random() < 0.6).sort(() => d.random() - 0.5);
/** Something typed: near an accepted answer, or anything. */
function typed(d: Draw, body: QuestionBody, blankAt?: ClozeBlank): string {
  const source = blankAt ?? body;
  if ('answers' in source && d.random() < 0.6) {
    const answer = d.pick(source.answers as { text?: string; value?: number; tolerance?: number }[]);
    if (answer.text !== undefined)
      return d.random() < 0.5 ? answer.text.toUpperCase() : answer.text.replace('*', 'abc');
    return String((answer.value ?? 0) + (d.random() * 2 - 1) * 2 * (answer.tolerance ?? 0));
  }
  return d.pick(['', ' ', 'x', '42', '-1e3', '3,5', 'Paris', '#####', '=', 'ঢাকা']);
}

/** A wire answer a candidate could send (built from the view), or an invalid one. */
export function randomWire(d: Draw, body: QuestionBody, view: CandidateBodyView): string {
  if (d.random() < 0.15) return d.pick(['', '#####', 'garbage', '1=#####x=y', 'true#####false', '==']);
  const join = (parts: string[]) => parts.join('#####');
  switch (body.type) {
    case 'choice':
      return join(
        some(
          d,
          body.options.map((o) => o.text),
        ),
      );
    case 'trueFalse':
      return d.pick(['true', 'false', 'TRUE', 'maybe']);
    case 'matching':
      return join(some(d, ids(view.stems)).map((stem) => `${stem}=${d.pick(ids(view.choices))}`));
    case 'ordering':
      return join(d.random() < 0.8 ? ids(view.items).sort(() => d.random() - 0.5) : some(d, ids(view.items)));
    case 'cloze':
      return join(
        (view.blanks ?? []).flatMap((b) => {
          const blankAt = body.blanks.find((x) => x.no === b.no);
          if (b.kind === 'choice') return some(d, ids(b.choices)).map((id) => `${b.no}=${id}`);
          return [`${b.no}=${typed(d, body, blankAt)}`];
        }),
      );
    default:
      return typed(d, body);
  }
}
