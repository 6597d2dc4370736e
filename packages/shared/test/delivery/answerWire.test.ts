import { describe, expect, it } from 'vitest';
import { checkAnswer, checkWire, hasWireForm, type AnswerableQuestion } from '../../src/index.js';

const options = { optionA: '', optionB: '', optionC: '', optionD: '', optionE: '' };
const q = (questionTypeId: number, view: Partial<AnswerableQuestion> = {}): AnswerableQuestion => ({
  questionTypeId,
  ...options,
  ...view,
});
const one = { allowMultiple: false };

const ordering = q(7, {
  items: [
    { id: 'i1', text: 'First' },
    { id: 'i2', text: 'Second' },
    { id: 'i3', text: 'Third' },
  ],
});
const matching = q(6, {
  stems: [
    { id: 's1', text: 'Cat' },
    { id: 's2', text: 'Dog' },
  ],
  choices: [
    { id: 'c1', text: 'Meow' },
    { id: 'c2', text: 'Woof' },
    { id: 'c3', text: 'Moo' },
  ],
});
const cloze = q(8, {
  blanks: [
    { no: 1, kind: 'text' },
    { no: 2, kind: 'number' },
    {
      no: 3,
      kind: 'choice',
      choices: [
        { id: 'k1', text: 'yes' },
        { id: 'k2', text: 'no' },
      ],
    },
    {
      no: 4,
      kind: 'choice',
      multiple: true,
      choices: [
        { id: 'm1', text: 'a' },
        { id: 'm2', text: 'b' },
      ],
    },
  ],
});

describe('checkWire (issue 22 wire forms)', () => {
  it('knows which types answer in a wire form', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(hasWireForm)).toEqual([3, 6, 7, 8]);
  });

  it('takes true/false as `true` or `false` in any case, stored in lower case', () => {
    expect(checkAnswer(q(3), ' TRUE ', one)).toEqual({ ok: true, answer: 'true' });
    expect(checkAnswer(q(3), 'false', one)).toEqual({ ok: true, answer: 'false' });
    expect(checkAnswer(q(3), 'True', one)).toEqual({ ok: true, answer: 'true' });
    expect(checkAnswer(q(3), 'yes', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(q(3), 'true#####false', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(q(3), 'true#####', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(q(3), '  ', one)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('takes an ordering as every item id of the question once, in the order sent', () => {
    expect(checkAnswer(ordering, 'i3#####i1##### i2 ', one)).toEqual({ ok: true, answer: 'i3#####i1#####i2' });
    // Every item once: a partial order names no place for the rest.
    expect(checkAnswer(ordering, 'i3#####i1', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(ordering, 'i3#####i9#####i2', one).ok).toBe(false);
    expect(checkAnswer(ordering, 'i1#####i1#####i2', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(ordering, '', one)).toEqual({ ok: false, error: 'emptyAnswer' });
    // Text of an item is not its id: the wire names ids only.
    expect(checkAnswer(ordering, 'First#####Second#####Third', one)).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('takes matching pairs of known stems and choices, each stem once, unanswered stems left out', () => {
    expect(checkAnswer(matching, 's2=c2##### s1 = c1', one)).toEqual({ ok: true, answer: 's2=c2#####s1=c1' });
    expect(checkAnswer(matching, 's1=c3', one)).toEqual({ ok: true, answer: 's1=c3' });
    for (const wrong of ['s1=c9', 's9=c1', 's1', 's1=', '=c1', 's1=c1#####s1=c2', 'c1=s1'])
      expect(checkAnswer(matching, wrong, one), wrong).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('takes cloze values of known blanks, a choice blank only by its choice ids', () => {
    expect(checkAnswer(cloze, '1=Paris#####2= 3.14 #####3=k2', one)).toEqual({
      ok: true,
      answer: '1=Paris#####2=3.14#####3=k2',
    });
    // A typed value may hold '=' (split at the first one), blanks may be left out or sent empty.
    expect(checkAnswer(cloze, '1=a=b', one)).toEqual({ ok: true, answer: '1=a=b' });
    expect(checkAnswer(cloze, '1=#####2=7', one)).toEqual({ ok: true, answer: '2=7' });
    expect(checkAnswer(cloze, '01=x', one)).toEqual({ ok: true, answer: '1=x' });
    expect(checkAnswer(cloze, '4=m1#####4=m2#####4=m1', one)).toEqual({ ok: true, answer: '4=m1#####4=m2' });
    expect(checkAnswer(cloze, '3=k1#####3=k1', one)).toEqual({ ok: true, answer: '3=k1' });
    expect(checkAnswer(cloze, '1=#####3=', one)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(checkAnswer(cloze, '3=k1#####3=k2', one)).toEqual({ ok: false, error: 'multipleAnswerNotAllowed' });
    for (const wrong of ['5=x', '3=yes', '1=a#####1=b', 'Paris', '0=x', 'x=1', '=x'])
      expect(checkAnswer(cloze, wrong, one), wrong).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('lets a draft be blank, and checks a non-blank draft as an answer', () => {
    for (const question of [q(3), ordering, matching, cloze])
      expect(checkAnswer(question, ' ', { ...one, draft: true })).toEqual({ ok: true, answer: '' });
    expect(checkAnswer(matching, 's1=c9', { ...one, draft: true })).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('refuses a structured answer to a question shown without its parts', () => {
    expect(checkWire(7, {}, 'i1')).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkWire(6, {}, 's1=c1')).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('keeps short answer and numerical answers as their trimmed text', () => {
    expect(checkAnswer(q(4), '  Paris ', one)).toEqual({ ok: true, answer: 'Paris' });
    expect(checkAnswer(q(5), ' 3,14 km ', one)).toEqual({ ok: true, answer: '3,14 km' });
    expect(checkAnswer(q(5), ' ', one)).toEqual({ ok: false, error: 'emptyAnswer' });
  });
});
