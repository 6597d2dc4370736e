import { describe, expect, it } from 'vitest';
import { parseCloze, writeCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import type { ClozeBlank, ClozeChoiceLayout } from '../../src/authoring/questionTypes/model.js';
import { seededRandom } from './helpers.js';

/** Characters the syntax gives a meaning, among ordinary ones of the five languages. */
const ALPHABET = [...'ab Zé ñ È क़ ো 1 . , : = % * & ; / " { } # ~ \\ [ ] -'.replaceAll(' ', ''), ' '];
const SHAPES: { multiple: boolean; layout: ClozeChoiceLayout }[] = [
  { multiple: false, layout: 'dropdown' },
  { multiple: false, layout: 'vertical' },
  { multiple: false, layout: 'horizontal' },
  { multiple: true, layout: 'vertical' },
  { multiple: true, layout: 'horizontal' },
];

function generator(seed: number) {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)] as T;
  /** A text as parseCloze gives it back: trimmed and not empty. */
  const text = () => {
    const out = Array.from({ length: int(1, 12) }, () => pick(ALPHABET))
      .join('')
      .trim();
    return out || 'x';
  };
  const fraction = () => pick([1, 0, 0.5, -1, Math.round((random() * 2 - 1) * 1e7) / 1e7]);
  const feedback = () => (random() < 0.5 ? { feedback: text() } : {});
  const number = () => pick([0, 1, -2.5, 0.1 + 0.2, 1e-7, 123456.789, Math.round(random() * 1e9) / 1e4]);
  const blank = (no: number): ClozeBlank => {
    const weight = int(1, 5);
    const count = int(1, 4);
    const roll = random();
    if (roll < 0.33)
      return {
        no,
        kind: 'text',
        weight,
        caseSensitive: random() < 0.5,
        answers: Array.from({ length: count }, () => ({ text: text(), fraction: fraction(), ...feedback() })),
      };
    if (roll < 0.66)
      return {
        no,
        kind: 'number',
        weight,
        answers: Array.from({ length: count }, () => ({
          value: number(),
          tolerance: Math.abs(number()),
          fraction: fraction(),
          ...feedback(),
        })),
      };
    const shape = pick(SHAPES);
    const options = Array.from({ length: count }, () => ({ text: text(), fraction: fraction(), ...feedback() }));
    return { no, kind: 'choice', weight, options, ...shape, shuffle: random() < 0.5 };
  };
  /** Plain text between blanks: no brace that would start a blank, no [[n]]. */
  const between = () => pick(['', ' ', 'The capital is ', '<p>a {b} c</p>', ' [x] ', 'क़िला: ', '\n']);
  return { int, blank, between };
}

describe('cloze syntax round trip, for random blanks', () => {
  it('reads back every blank it writes, escapes, entities, fractions and numbers included', () => {
    const gen = generator(2205);
    for (let n = 0; n < 400; n++) {
      const blanks = Array.from({ length: gen.int(1, 4) }, (_, i) => gen.blank(i + 1));
      const marked = blanks.map((b) => `${gen.between()}[[${b.no}]]`).join('') + gen.between();
      const written = writeCloze(marked, blanks);
      const back = parseCloze(written);
      expect(back, written).toEqual({ text: marked, blanks });
      expect(parseCloze(writeCloze(marked, blanks)), written).toEqual(back);
    }
  });
});
